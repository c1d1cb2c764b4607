import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { authorizeWorkspace, currentWorkspaceId } from '../workspaces/policy';

/**
 * Brand kit calls act on the caller's current workspace, like the members settings: every member
 * reads the kit (their renders use it), only the owner and admins change it (others: 1003).
 * Returns the workspace id.
 */
export async function authorizeBrandKit(
  ctx: AppContext,
  user: AuthUser,
  action: 'read' | 'update',
): Promise<string> {
  const workspaceId = await currentWorkspaceId(ctx, user);
  await authorizeWorkspace(ctx, user, action === 'read' ? 'read' : 'manage', workspaceId);
  return workspaceId;
}
