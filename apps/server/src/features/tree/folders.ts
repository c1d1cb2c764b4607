import { UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { newId } from '../../lib/ids';
import { authorizeFolder, authorizeNamedWorkspace, authorizeSortIds } from './policy';
import { nextFolderSortOrder, nextProjectSortOrder } from './sort-order';

/** Folder verbs of the creation sidebar (core.md §4 "Folder and project tree"). */

export async function createFolder(
  ctx: AppContext,
  user: AuthUser,
  input: { name: string; workspace_id: string | null },
) {
  const workspaceId = await authorizeNamedWorkspace(ctx, user, 'write', input.workspace_id);
  const id = newId();
  const sortOrder = await ctx.db.transaction().execute(async (trx) => {
    const top = await nextFolderSortOrder(trx, workspaceId);
    await trx
      .insertInto('folders')
      .values({
        id,
        workspace_id: workspaceId,
        name: input.name,
        sort_order: top,
        created_at: ctx.now(),
      })
      .execute();
    return top;
  });
  return { folder: { id, name: input.name, sort_order: sortOrder } };
}

export async function renameFolder(
  ctx: AppContext,
  user: AuthUser,
  input: { folder_id: string; name: string },
) {
  const folder = await authorizeFolder(ctx, user, 'write', input.folder_id);
  await ctx.db
    .updateTable('folders')
    .set({ name: input.name })
    .where('id', '=', folder.id)
    .execute();
}

/**
 * Deletes a folder; nothing in it is lost: its projects move to the top of uncategorized,
 * keeping their order among themselves.
 */
export async function deleteFolder(ctx: AppContext, user: AuthUser, input: { folder_id: string }) {
  const folder = await authorizeFolder(ctx, user, 'write', input.folder_id);
  await ctx.db.transaction().execute(async (trx) => {
    const lowest = await trx
      .selectFrom('projects')
      .select((eb) => eb.fn.min('sort_order').as('low'))
      .where('folder_id', '=', folder.id)
      .executeTakeFirst();
    if (lowest?.low != null) {
      const top = await nextProjectSortOrder(trx, folder.workspace_id, null);
      const shift = top - Number(lowest.low);
      await trx
        .updateTable('projects')
        .set((eb) => ({ folder_id: null, sort_order: eb('sort_order', '+', shift) }))
        .where('folder_id', '=', folder.id)
        .execute();
    }
    await trx.deleteFrom('folders').where('id', '=', folder.id).execute();
  });
}

/**
 * Applies new folder positions. Every id must be a folder of one workspace the caller belongs
 * to; the `uncategorized` entry a client may send along has no row and is skipped.
 */
export async function sortFolders(
  ctx: AppContext,
  user: AuthUser,
  input: { folder_detail: { id: string; sort_order: number }[] },
) {
  const entries = input.folder_detail.filter((e) => e.id !== UNCATEGORIZED_FOLDER_ID);
  await authorizeSortIds(
    ctx,
    user,
    'folders',
    entries.map((e) => e.id),
    null,
  );
  await ctx.db.transaction().execute(async (trx) => {
    for (const e of entries) {
      await trx
        .updateTable('folders')
        .set({ sort_order: e.sort_order })
        .where('id', '=', e.id)
        .execute();
    }
  });
}
