import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';

/**
 * Gives an account the agent-admin flag and, with `agentId`, makes it an admin of that agent
 * (CLI `agents grant EMAIL [--agent ID]`).
 */
export async function grantAgentAdmin(
  ctx: Pick<AppContext, 'db'>,
  email: string,
  agentId?: string,
) {
  const r = await ctx.db
    .updateTable('users')
    .set({ agent_admin: 1 })
    .where('email', '=', email)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new AppError(1004, `no account with e-mail ${email}`);
  if (!agentId) return;
  const agent = await ctx.db
    .selectFrom('agents')
    .select('id')
    .where('id', '=', agentId)
    .executeTakeFirst();
  if (!agent) throw new AppError(1004, `no agent with id ${agentId}`);
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('agent_admins')
    .values({ agent_id: agentId, user_id: user.id, created_at: Date.now() })
    .onConflict((oc) => oc.columns(['agent_id', 'user_id']).doNothing())
    .execute();
}
