import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { authorizeWorkspace } from '../workspaces/policy';

/**
 * The API keys area's one policy (issue 25): only the workspace's owner and admins list, create
 * and revoke its keys; a member is 1003, a stranger 1003 / 1004 as for any workspace call.
 */
export async function authorizeApiKeys(
  ctx: AppContext,
  user: AuthUser,
  workspaceId: string,
): Promise<void> {
  await authorizeWorkspace(ctx, user, 'manage', workspaceId);
}
