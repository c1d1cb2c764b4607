import { TemplateMessage } from '@talkreel/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import type { TemplatesTable } from '../../ports/db/schema';
import { authorizeWorkspace, currentWorkspaceId } from '../workspaces/policy';

export type TemplateRow = Selectable<TemplatesTable>;

/**
 * Templates belong to their workspace: every member reads and uses them; only the template's
 * creator or the workspace's owner (or admin) renames or deletes it (else 1003). A template of
 * another workspace is 1003 (1004 when there is no such template).
 */
export async function authorizeTemplate(
  ctx: AppContext,
  user: AuthUser,
  action: 'read' | 'edit',
  id: string,
): Promise<TemplateRow> {
  const row = await ctx.db
    .selectFrom('templates')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(TemplateMessage.NOT_FOUND);
  const role = await authorizeWorkspace(ctx, user, 'read', row.workspace_id);
  if (action === 'edit' && !canEditTemplate(user.id, role, row))
    throw forbidden(TemplateMessage.ONLY_OWNER);
  return row;
}

export const canEditTemplate = (userId: string, role: string, row: TemplateRow) =>
  row.created_by === userId || role === 'owner';

/**
 * Listing and saving act on the caller's current workspace, as the brand kit does (the public
 * API names its key's workspace).
 */
export async function authorizeTemplates(ctx: AppContext, user: AuthUser, named?: string) {
  const workspaceId = named ?? (await currentWorkspaceId(ctx, user));
  const role = await authorizeWorkspace(ctx, user, 'write', workspaceId);
  return { workspaceId, role };
}
