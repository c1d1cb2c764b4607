import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { toAgentDetail } from './list-agents';
import { authorizeAgent } from './policy';

/** GET /agent/detail/{id}: the agent's workflow and subscription, for its admins only. */
export async function getAgentDetail(ctx: AppContext, user: AuthUser, input: { id: string }) {
  return toAgentDetail(await authorizeAgent(ctx, user, input.id));
}
