import type { Transaction } from 'kysely';
import type { Database } from '../../ports/db/schema';
import { createWorkspaceWithOwner } from './create-workspace';
import { defaultProductName } from './default-names';
import { isOwnerRole } from './policy';

/**
 * After a user lost a workspace (deleted, or removed from it): if their current workspace is
 * no longer theirs, point it at one they own, else the first they joined. A user left with
 * none gets a fresh one, since every account must keep a workspace.
 */
export async function fallBackCurrentWorkspace(
  trx: Transaction<Database>,
  userId: string,
  now: number,
) {
  const user = await trx
    .selectFrom('users')
    .select('latest_workspace_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const memberships = await trx
    .selectFrom('workspace_members')
    .select(['workspace_id', 'role'])
    .where('user_id', '=', userId)
    .orderBy('joined_at', 'asc')
    .orderBy('workspace_id', 'asc')
    .execute();
  if (memberships.length === 0) {
    // No language is stored per account; the first product of a new account is named the same way.
    await createWorkspaceWithOwner(trx, userId, defaultProductName.en, '', now);
    return;
  }
  if (memberships.some((m) => m.workspace_id === user.latest_workspace_id)) return;
  const next = memberships.find((m) => isOwnerRole(m.role)) ?? memberships[0];
  await trx
    .updateTable('users')
    .set({ latest_workspace_id: next.workspace_id })
    .where('id', '=', userId)
    .execute();
}
