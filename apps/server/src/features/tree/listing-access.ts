import { UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { type AuthUser, sessionLookup, signedTokenHash, userOfSession } from '../../http/auth';
import { reusableQuery } from '../../ports/db/reusable-query';
import { authorizeFolderIn, authorizeNamedWorkspace } from './policy';

/** What a listing may show, and the tree version its cached reply must match. */
export interface ListingAccess {
  workspaceId: string;
  /** null: the uncategorized projects. */
  folderId: string | null;
  version: number;
}

/** The listing asked for: a folder id (or `uncategorized`) and the workspace named, if any. */
export interface ListingInput {
  folder_id: string;
  workspace_id: string | null;
}

/** A caller signed in by `signInForListing`, with the access its statement already settled. */
export interface ListingUser extends AuthUser {
  listing?: { input: ListingInput; access: ListingAccess };
}

/**
 * The session lookup with the listing's authorisation joined on: the folder (none for
 * `uncategorized`), the caller's membership of its workspace (or of the named or current one
 * for the uncategorized projects) and that workspace's tree version.
 */
const sessionWithListingAccess = reusableQuery(['tokenHash', 'folderId', 'workspaceId'], (db, p) =>
  sessionLookup(db, p.tokenHash)
    .leftJoin('folders as f', (join) => join.on('f.id', '=', p.folderId))
    .leftJoin('workspace_members as m', (join) =>
      join
        .onRef('m.user_id', '=', 'users.id')
        .on((eb) =>
          eb(
            'm.workspace_id',
            '=',
            eb.fn.coalesce('f.workspace_id', eb.val(p.workspaceId), 'users.latest_workspace_id'),
          ),
        ),
    )
    .leftJoin('tree_versions as v', 'v.workspace_id', 'm.workspace_id')
    .select([
      'f.workspace_id as folder_workspace_id',
      'm.workspace_id as member_of',
      'm.role',
      'v.version',
    ]),
);

/**
 * Signs the caller of a project listing in and settles its read access in one statement: the
 * sidebar lists projects on every folder opened, the busiest signed call there is. Refusals of
 * the session are those of every signed call (userOfSession); an access the joined row does not
 * grant outright is left to authorizeListing's policy path, which throws the precise refusal.
 */
export async function signInForListing(
  ctx: AppContext,
  req: FastifyRequest,
  input: ListingInput,
): Promise<ListingUser> {
  const tokenHash = signedTokenHash(req, ctx);
  const uncategorized = input.folder_id === UNCATEGORIZED_FOLDER_ID;
  const row = await sessionWithListingAccess.first(ctx.db, {
    tokenHash,
    // No folder has this id: the uncategorized listing joins no folder.
    folderId: input.folder_id,
    workspaceId: uncategorized ? input.workspace_id : null,
  });
  const user: ListingUser = await userOfSession(ctx, row);
  const workspaceId = row?.role ? row.member_of : null;
  if (!workspaceId) return user;
  // A folder must be in the workspace the caller belongs to, and in the one named, if any.
  const granted =
    uncategorized ||
    (row?.folder_workspace_id === workspaceId &&
      (!input.workspace_id || input.workspace_id === workspaceId));
  if (granted) {
    const folderId = uncategorized ? null : input.folder_id;
    user.listing = { input, access: { workspaceId, folderId, version: Number(row?.version ?? 0) } };
  }
  return user;
}

const readVersion = reusableQuery(['workspaceId'], (db, p) =>
  db.selectFrom('tree_versions').select('version').where('workspace_id', '=', p.workspaceId),
);

/**
 * The read check of a folder listing (or the uncategorized one) and the tree version: what
 * signInForListing settled with the session, which is every call but refused ones. Anything else
 * (no such folder, not a member, a folder of another workspace, no current workspace) takes the
 * policy's own path, which throws the precise refusal.
 */
export async function authorizeListing(
  ctx: AppContext,
  user: AuthUser,
  folderIdInput: string,
  workspaceIdInput: string | null,
): Promise<ListingAccess> {
  const settled = (user as ListingUser).listing;
  if (
    settled?.input.folder_id === folderIdInput &&
    settled.input.workspace_id === workspaceIdInput
  ) {
    return settled.access;
  }
  if (folderIdInput === UNCATEGORIZED_FOLDER_ID) {
    const workspaceId = await authorizeNamedWorkspace(ctx, user, 'read', workspaceIdInput);
    return { workspaceId, folderId: null, version: await versionOf(ctx, workspaceId) };
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
