import type { AppContext } from '../../app-context';
import { newId } from '../../lib/ids';
import { grantAgentAdmin } from './grant-agent-admin';

/**
 * Operator CLI `agents create --name NAME --admin EMAIL`: a new agent, administered by the
 * account with that e-mail (which gets the agent-admin flag). Returns the agent's id.
 */
export async function createAgent(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: { name: string; adminEmail: string },
): Promise<string> {
  const name = input.name.trim();
  if (!name || name.length > 100) throw new Error('--name must be 1-100 characters');
  const id = newId();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('agents').values({ id, name, created_at: now, updated_at: now }).execute();
    await grantAgentAdmin({ db: trx }, input.adminEmail, id);
  });
  return id;
}
