import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../ports/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The top sort order of a workspace's folders plus one; new folders go first. */
export async function nextFolderSortOrder(db: Db, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('folders')
    .select((eb) => eb.fn.max('sort_order').as('top'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

/** The top sort order among the projects of one folder (null: uncategorized) plus one. */
export async function nextProjectSortOrder(
  db: Db,
  workspaceId: string,
  folderId: string | null,
  exceptProjectId?: string,
): Promise<number> {
  let q = db
    .selectFrom('projects')
    .select((eb) => eb.fn.max('sort_order').as('top'))
    .where('workspace_id', '=', workspaceId)
    .where('folder_id', folderId === null ? 'is' : '=', folderId);
  if (exceptProjectId) q = q.where('id', '!=', exceptProjectId);
  const row = await q.executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}
