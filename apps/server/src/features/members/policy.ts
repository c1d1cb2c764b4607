import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { authorizeWorkspace, currentWorkspaceId } from '../workspaces/policy';

export type MembersAction = 'list' | 'invite' | 'transferOwnership' | 'removeMember';

/**
 * Members calls act on the caller's current workspace. Any member may list it; inviting,
 * transferring ownership and removing are the owner's alone (the spec leaves enforcement
 * open; a real team expects it). Returns the workspace id.
 */
export async function authorizeMembers(
  ctx: AppContext,
  user: AuthUser,
  action: MembersAction,
): Promise<string> {
  const workspaceId = await currentWorkspaceId(ctx, user);
  await authorizeWorkspace(ctx, user, action === 'list' ? 'read' : 'manage', workspaceId);
  return workspaceId;
}
