import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../http/app-error';
import type { Database } from '../../ports/db/schema';
import { isOwnerRole } from '../workspaces/policy';

/**
 * Inside a membership-changing transaction: re-reads (and on PostgreSQL locks) the caller's
 * membership, so two concurrent transfers or removals cannot both act as owner.
 */
export async function lockOwnership(
  ctx: AppContext,
  trx: Transaction<Database>,
  workspaceId: string,
  userId: string,
): Promise<void> {
  const query = trx
    .selectFrom('workspace_members')
    .select('role')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId);
  const row = await (ctx.dbKind === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  if (!row || !isOwnerRole(row.role)) throw forbidden('Only the owner can do this');
}
