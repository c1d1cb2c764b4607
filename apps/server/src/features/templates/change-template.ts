import type { TemplateItem } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { authorizeTemplate } from './policy';
import { toTemplateItems } from './template-item';

export async function renameTemplate(
  ctx: AppContext,
  user: AuthUser,
  input: { id: string; name: string },
): Promise<TemplateItem> {
  const row = await authorizeTemplate(ctx, user, 'edit', input.id);
  const changed = { ...row, name: input.name, updated_at: ctx.now() };
  await ctx.db
    .updateTable('templates')
    .set({ name: changed.name, updated_at: changed.updated_at })
    .where('id', '=', row.id)
    .execute();
  return (await toTemplateItems(ctx, user, [changed]))[0];
}

/** Batches made from it stay (their rows hold their filled tasks); they lose the link only. */
export async function deleteTemplate(ctx: AppContext, user: AuthUser, id: string) {
  const row = await authorizeTemplate(ctx, user, 'edit', id);
  await ctx.db.deleteFrom('templates').where('id', '=', row.id).execute();
}
