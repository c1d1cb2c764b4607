import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { eraseAccount } from '../account/erase-account';
import { authorizeAgentUser } from './policy';

/** POST /agent/user/delete: removes the sub-user's account and everything it owns. */
export async function deleteAgentUser(
  ctx: AppContext,
  user: AuthUser,
  input: { agent_id: string; user_id: string },
) {
  const { subUser } = await authorizeAgentUser(ctx, user, input.agent_id, input.user_id);
  await eraseAccount(ctx, subUser.id);
  return { user_id: subUser.id };
}
