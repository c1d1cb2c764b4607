import { UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { reusableQuery } from '../../ports/db/reusable-query';
import { authorizeFolderIn, authorizeNamedWorkspace } from './policy';

/** What a listing may show, and the tree version its cached reply must match. */
export interface ListingAccess {
  workspaceId: string;
  /** null: the uncategorized projects. */
  folderId: string | null;
  version: number;
}

/** A folder, whether the caller belongs to its workspace, and that workspace's tree version. */
const folderAccess = reusableQuery(['folderId', 'userId'], (db, p) =>
  db
    .selectFrom('folders')
    .leftJoin('workspace_members as m', (join) =>
      join.onRef('m.workspace_id', '=', 'folders.workspace_id').on('m.user_id', '=', p.userId),
    )
    .leftJoin('tree_versions as v', 'v.workspace_id', 'folders.workspace_id')
    .select(['folders.workspace_id', 'm.role', 'v.version'])
    .where('folders.id', '=', p.folderId),
);

/** Whether the caller belongs to a workspace, and its tree version. */
const workspaceAccess = reusableQuery(['workspaceId', 'userId'], (db, p) =>
  db
    .selectFrom('workspace_members as m')
    .leftJoin('tree_versions as v', 'v.workspace_id', 'm.workspace_id')
    .select(['m.role', 'v.version'])
    .where('m.workspace_id', '=', p.workspaceId)
    .where('m.user_id', '=', p.userId),
);

const readVersion = reusableQuery(['workspaceId'], (db, p) =>
  db.selectFrom('tree_versions').select('version').where('workspace_id', '=', p.workspaceId),
);

/**
 * The read check of a folder listing (or the uncategorized one) and the tree version, in one
 * statement when the caller is a member, which is every call but refused ones: on SQLite each
 * statement is a read transaction with its own file locks. Anything else (no such folder, not a
 * member, a folder of another workspace, no current workspace) takes the policy's own path,
 * which throws the precise refusal.
 */
export async function authorizeListing(
  ctx: AppContext,
  user: AuthUser,
  folderIdInput: string,
  workspaceIdInput: string | null,
): Promise<ListingAccess> {
  if (folderIdInput === UNCATEGORIZED_FOLDER_ID) {
    // The current workspace is the one the session lookup just read (currentWorkspaceId).
    const named = workspaceIdInput ?? user.latestWorkspaceId;
    if (named) {
      const row = await workspaceAccess.first(ctx.db, { workspaceId: named, userId: user.id });
      if (row) return { workspaceId: named, folderId: null, version: Number(row.version ?? 0) };
    }
    const workspaceId = await authorizeNamedWorkspace(ctx, user, 'read', workspaceIdInput);
    return { workspaceId, folderId: null, version: await versionOf(ctx, workspaceId) };
  }
  const row = await folderAccess.first(ctx.db, { folderId: folderIdInput, userId: user.id });
  if (row?.role && (!workspaceIdInput || row.workspace_id === workspaceIdInput)) {
    return {
      workspaceId: row.workspace_id,
      folderId: folderIdInput,
      version: Number(row.version ?? 0),
    };
  }
  const folder = await authorizeFolderIn(ctx, user, 'read', folderIdInput, workspaceIdInput);
  return {
    workspaceId: folder.workspace_id,
    folderId: folder.id,
    version: await versionOf(ctx, folder.workspace_id),
  };
}

async function versionOf(ctx: AppContext, workspaceId: string): Promise<number> {
  return Number((await readVersion.first(ctx.db, { workspaceId }))?.version ?? 0);
}
