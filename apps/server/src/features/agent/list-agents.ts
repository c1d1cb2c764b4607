import type { agentDetailReply, agentListReply } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import type { AgentRow } from './policy';

/** GET /agent/list: the agents the caller administers, by name (none for anyone else). */
export async function listAgents(
  ctx: AppContext,
  user: AuthUser,
): Promise<z.input<typeof agentListReply>> {
  if (!user.agentAdmin) return { agents: [] };
  const rows = await ctx.db
    .selectFrom('agents')
    .innerJoin('agent_admins', 'agent_admins.agent_id', 'agents.id')
    .select(['agents.id', 'agents.name', 'agents.avatar', 'agents.intro'])
    .where('agent_admins.user_id', '=', user.id)
    .orderBy('agents.name')
    .orderBy('agents.id')
    .execute();
  return { agents: rows };
}

/** GET /agent/detail/{id} and the reply of the workflow and subscription calls. */
export const toAgentDetail = (agent: AgentRow): z.input<typeof agentDetailReply> => ({
  id: agent.id,
  name: agent.name,
  avatar: agent.avatar,
  intro: agent.intro,
  workflow: agent.workflow,
  workflow_address: agent.workflow_address,
  subscription_time: Number(agent.subscription_time),
  subscription_frequency: Number(agent.subscription_frequency),
});
