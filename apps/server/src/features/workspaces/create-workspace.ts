import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../lib/ids';
import type { Database } from '../../ports/db/schema';

/** Creates a workspace owned by `userId` and makes it the user's current one. */
export async function createWorkspaceWithOwner(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  name: string,
  description: string,
  now: number,
) {
  const id = newId();
  await db
    .insertInto('workspaces')
    .values({ id, name, description, created_at: now, updated_at: now })
    .execute();
  await db
    .insertInto('workspace_members')
    .values({ workspace_id: id, user_id: userId, role: 'owner', joined_at: now })
    .execute();
  await db.updateTable('users').set({ latest_workspace_id: id }).where('id', '=', userId).execute();
  return { id, name };
}
