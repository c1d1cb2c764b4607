import { Code, Message, type NotMemberRefusal, RefusalReason } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError, forbidden, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';

export type WorkspaceRole = 'owner' | 'member';

/** The role value `admin` counts as owner (core.md §6). */
export const isOwnerRole = (role: string) => role === 'owner' || role === 'admin';

/**
 * The workspaces the user owns or administers, by joining time; `current` (their current one)
 * first when it is among them.
 */
export async function managedWorkspaces(
  ctx: AppContext,
  userId: string,
  current: string | null = null,
): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('workspace_members')
    .select(['workspace_id', 'role'])
    .where('user_id', '=', userId)
    .orderBy('joined_at', 'asc')
    .orderBy('workspace_id', 'asc')
    .execute();
  const ids = rows.filter((r) => isOwnerRole(r.role)).map((r) => r.workspace_id);
  return ids.includes(current ?? '')
    ? [current as string, ...ids.filter((id) => id !== current)]
    : ids;
}

export async function roleIn(
  ctx: AppContext,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceRole | null> {
  const row = await ctx.db
    .selectFrom('workspace_members')
    .select('role')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return isOwnerRole(row.role) ? 'owner' : 'member';
}

/**
 * The refusal of a workspace the caller is not (or no longer) a member of. Its reason lets an
 * open page of a removed member tell this from a missing right and move to its own product.
 */
export const notMemberOf = (workspaceId: string) =>
  new AppError(Code.ACCESS_RESTRICTED, Message.PERMISSION_DENIED, {
    reason: RefusalReason.NOT_MEMBER,
    workspace_id: workspaceId,
  } satisfies NotMemberRefusal);

/**
 * Named policy checks every workspace-scoped route calls. A workspace the caller does not
 * belong to is reported as not found when it does not exist, else as permission denied.
 */
export async function authorizeWorkspace(
  ctx: AppContext,
  user: AuthUser,
  action: 'read' | 'write' | 'manage',
  workspaceId: string,
): Promise<WorkspaceRole> {
  const role = await roleIn(ctx, user.id, workspaceId);
  if (!role) {
    const exists = await ctx.db
      .selectFrom('workspaces')
      .select('id')
      .where('id', '=', workspaceId)
      .executeTakeFirst();
    throw exists ? notMemberOf(workspaceId) : notFound('Workspace not found');
  }
  if (action === 'manage' && role !== 'owner') throw forbidden('Only the owner can do this');
  return role;
}

/**
 * The caller's current workspace: the one last opened with switch_workspace (also the
 * profile's latest_modified_workspace). Calls that name no workspace act on it.
 */
export async function currentWorkspaceId(ctx: AppContext, user: AuthUser): Promise<string> {
  const row = await ctx.db
    .selectFrom('users')
    .select('latest_workspace_id')
    .where('id', '=', user.id)
    .executeTakeFirst();
  const id = row?.latest_workspace_id;
  if (id && (await roleIn(ctx, user.id, id))) return id;
  const first = await ctx.db
    .selectFrom('workspace_members')
    .select('workspace_id')
    .where('user_id', '=', user.id)
    .orderBy('joined_at', 'asc')
    .executeTakeFirst();
  if (!first) throw notFound('Workspace not found');
  return first.workspace_id;
}
