import { type TemplateItem, TemplateMessage } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { newId } from '../../lib/ids';
import { authorizeTemplate, authorizeTemplates } from './policy';
import { checkTemplateBody } from './template-body';
import { toTemplateItems } from './template-item';

/** "Save as template": a video's settings (a task, its scripts may hold variables) by name. */
export async function createTemplate(
  ctx: AppContext,
  user: AuthUser,
  input: { name: string; body: Record<string, unknown> },
  named?: string,
): Promise<TemplateItem> {
  const { workspaceId } = await authorizeTemplates(ctx, user, named);
  const body = await checkTemplateBody(ctx, user, input.body);
  const now = ctx.now();
  const row = {
    id: newId(),
    workspace_id: workspaceId,
    name: input.name,
    body: JSON.stringify(body),
    created_by: user.id,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.insertInto('templates').values(row).execute();
  return (await toTemplateItems(ctx, user, [row]))[0];
}

/** A copy in the same workspace, made by (so editable by) the caller. */
export async function duplicateTemplate(
  ctx: AppContext,
  user: AuthUser,
  id: string,
): Promise<TemplateItem> {
  const source = await authorizeTemplate(ctx, user, 'read', id);
  const now = ctx.now();
  const row = {
    ...source,
    id: newId(),
    name: `${source.name}${TemplateMessage.COPY_SUFFIX}`.slice(0, 100),
    created_by: user.id,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.insertInto('templates').values(row).execute();
  return (await toTemplateItems(ctx, user, [row]))[0];
}
