import { AgentMessage, Message } from '@talkreel/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import type { AgentsTable, UsersTable } from '../../ports/db/schema';

export type AgentRow = Selectable<AgentsTable>;
export type SubUserRow = Selectable<UsersTable>;

/**
 * The agent area's one policy (issue 10). The caller must hold the agent-admin flag and be an
 * admin of that agent; anything else (a stranger, an ordinary user, a sub-user, the admin of
 * another agent, an unknown agent id) is the same 1003, so nobody learns which agents exist.
 */
export async function authorizeAgent(
  ctx: AppContext,
  user: AuthUser,
  agentId: string,
): Promise<AgentRow> {
  if (!user.agentAdmin) throw forbidden(AgentMessage.NOT_AGENT_ADMIN);
  const agent = await ctx.db
    .selectFrom('agents')
    .innerJoin('agent_admins', 'agent_admins.agent_id', 'agents.id')
    .selectAll('agents')
    .where('agents.id', '=', agentId)
    .where('agent_admins.user_id', '=', user.id)
    .executeTakeFirst();
  if (!agent) throw forbidden(AgentMessage.NOT_AGENT_ADMIN);
  return agent;
}

/**
 * A sub-user of an agent the caller administers. A user id outside that agent (another agent's
 * sub-user, an ordinary account, nobody) is 1004 "User is not found", whoever it is.
 */
export async function authorizeAgentUser(
  ctx: AppContext,
  user: AuthUser,
  agentId: string,
  userId: string,
): Promise<{ agent: AgentRow; subUser: SubUserRow }> {
  const agent = await authorizeAgent(ctx, user, agentId);
  const subUser = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('agent_id', '=', agent.id)
    .executeTakeFirst();
  if (!subUser) throw notFound(Message.USER_NOT_FOUND);
  return { agent, subUser };
}

/**
 * For calls that name only the sub-user (actor-detail, save-actor-info): the user's own agent,
 * which the caller must administer; `agentId`, when given, must be that agent.
 */
export async function authorizeSubUser(
  ctx: AppContext,
  user: AuthUser,
  userId: string,
  agentId?: string | null,
): Promise<{ agent: AgentRow; subUser: SubUserRow }> {
  if (!user.agentAdmin) throw forbidden(AgentMessage.NOT_AGENT_ADMIN);
  const row = await ctx.db
    .selectFrom('users')
    .innerJoin('agent_admins', 'agent_admins.agent_id', 'users.agent_id')
    .select('users.agent_id')
    .where('users.id', '=', userId)
    .where('agent_admins.user_id', '=', user.id)
    .executeTakeFirst();
  if (!row?.agent_id || (agentId && agentId !== row.agent_id)) {
    // Not one of the caller's sub-users: an admin learns nothing about other agents' users.
    if (agentId) await authorizeAgent(ctx, user, agentId);
    throw notFound(Message.USER_NOT_FOUND);
  }
  return authorizeAgentUser(ctx, user, row.agent_id, userId);
}

/** Whether the caller administers the agent `userId` belongs to (acting for a sub-user). */
export async function administersUser(
  ctx: AppContext,
  user: Pick<AuthUser, 'id' | 'agentAdmin'>,
  userId: string,
): Promise<boolean> {
  if (!user.agentAdmin) return false;
  const row = await ctx.db
    .selectFrom('users')
    .innerJoin('agent_admins', 'agent_admins.agent_id', 'users.agent_id')
    .select('users.id')
    .where('users.id', '=', userId)
    .where('agent_admins.user_id', '=', user.id)
    .executeTakeFirst();
  return row !== undefined;
}
