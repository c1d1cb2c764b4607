import { Code } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError, forbidden } from '../../http/app-error';
import { isSuspended } from '../../http/auth';
import { administersUser } from '../agent/policy';
import { managedWorkspaces } from '../workspaces/policy';
import { type ApiPrincipal, apiKeySessionId } from './principal';

export const OnBehalfOfRefusal = {
  NOT_AGENT_KEY: 'Only an agent key may act on behalf of another user',
  NOT_SUB_USER: "This user is not one of the key's agent's sub-users",
  SUSPENDED: 'This sub-user is disabled',
  NO_WORKSPACE: 'This sub-user has not signed in yet, so has no workspace to act in',
} as const;

/**
 * The principal of an agent key acting for `subUserId` (`Talkreel-On-Behalf-Of`): that sub-user,
 * in their own workspace, with their rights there; the key's scope stays. Anyone outside the
 * key's agent, a non-agent key, or a key whose creator no longer administers the agent is 403
 * (1003), whoever the id names, so a key learns nothing about other accounts.
 */
export async function resolveOnBehalfOf(
  ctx: AppContext,
  principal: ApiPrincipal,
  subUserId: string,
): Promise<ApiPrincipal> {
  if (!principal.agentId) throw forbidden(OnBehalfOfRefusal.NOT_AGENT_KEY);
  const sub = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'disabled', 'agent_disabled', 'latest_workspace_id'])
    .where('id', '=', subUserId)
    .where('agent_id', '=', principal.agentId)
    .executeTakeFirst();
  if (!sub || !(await administersUser(ctx, principal.user, sub.id))) {
    throw forbidden(OnBehalfOfRefusal.NOT_SUB_USER);
  }
  if (isSuspended(sub)) throw new AppError(Code.ACCOUNT_SUSPENDED, OnBehalfOfRefusal.SUSPENDED);
  // Their own workspace: their current one if they own it, else the first they own.
  const [workspaceId] = await managedWorkspaces(ctx, sub.id, sub.latest_workspace_id);
  // Made on first sign-in (access/accounts.ts); acting before would leave them two.
  if (!workspaceId) throw new AppError(Code.OPERATION_FAILED, OnBehalfOfRefusal.NO_WORKSPACE);
  return {
    ...principal,
    workspaceId,
    onBehalfOf: sub.id,
    user: {
      id: sub.id,
      email: sub.email,
      username: sub.username,
      agentAdmin: false,
      latestWorkspaceId: workspaceId,
      sessionId: apiKeySessionId(principal.keyId),
    },
  };
}
