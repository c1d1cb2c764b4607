import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { toAgentUserItem } from './agent-user-item';
import { authorizeAgentUser } from './policy';

/** POST /agent/user/detail: one sub-user of the agent. */
export async function agentUserDetail(
  ctx: AppContext,
  user: AuthUser,
  input: { agent_id: string; user_id: string },
) {
  const { subUser } = await authorizeAgentUser(ctx, user, input.agent_id, input.user_id);
  return toAgentUserItem(subUser);
}
