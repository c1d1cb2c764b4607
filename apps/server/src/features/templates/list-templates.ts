import type { TemplateItem } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { authorizeTemplates } from './policy';
import { toTemplateItems } from './template-item';

/** The current workspace's templates, newest first. */
export async function listTemplates(
  ctx: AppContext,
  user: AuthUser,
  named?: string,
): Promise<TemplateItem[]> {
  const { workspaceId } = await authorizeTemplates(ctx, user, named);
  const rows = await ctx.db
    .selectFrom('templates')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return toTemplateItems(ctx, user, rows);
}
