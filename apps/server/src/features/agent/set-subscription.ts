import type { setSubscriptionRequest } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { toAgentDetail } from './list-agents';
import { authorizeAgent } from './policy';

/** POST /agent/set-subscription: the daily delivery hour (1-24) and videos per day. */
export async function setSubscription(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof setSubscriptionRequest>,
) {
  const agent = await authorizeAgent(ctx, user, input.agent_id);
  const changes = {
    subscription_time: input.subscription_time,
    subscription_frequency: input.subscription_frequency,
    updated_at: ctx.now(),
  };
  await ctx.db.updateTable('agents').set(changes).where('id', '=', agent.id).execute();
  return toAgentDetail({ ...agent, ...changes });
}
