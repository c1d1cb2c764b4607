import { Code, Message } from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth';

/**
 * The workflow calls' check: the caller is an agent admin of this very agent. Returns the
 * agent's workflow settings. An unknown agent and someone else's agent get the same refusal.
 */
export async function authorizeWorkflow(ctx: AppContext, user: AuthUser, agentId: string) {
  const agent = await ctx.db
    .selectFrom('agents')
    .innerJoin('agent_admins', 'agent_admins.agent_id', 'agents.id')
    .select([
      'agents.id',
      'agents.workflow_address',
      'agents.subscription_time',
      'agents.subscription_frequency',
    ])
    .where('agents.id', '=', agentId)
    .where('agent_admins.user_id', '=', user.id)
    .executeTakeFirst();
  if (!user.agentAdmin || !agent)
    throw new AppError(Code.ACCESS_RESTRICTED, Message.PERMISSION_DENIED);
  return agent;
}
