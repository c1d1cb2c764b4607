import {
  Code,
  FILE_URI_SCHEME,
  type FileKind,
  invalidFileMessage,
  SVG_FORMAT,
  UploadMessage,
} from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError, invalidInput } from '../../http/app-error';
import { type UploadRow, UploadStatus } from './policy';

/**
 * The confirmed upload of `ownerId` of the given kind that a call's file field names by its
 * `file_uri`. Anything else (an outside URL, a path, another user's or an unconfirmed upload)
 * is refused with 1001 and nothing is fetched: the server only ever reads its own stored files.
 * `ownerId` is the caller, or (with agents) the sub-user it acts for. An SVG image is accepted
 * only by calls that say so (`acceptSvg`: the brand kit's logo); for any other it is an invalid
 * image (1012), so no photo or background ever gets one.
 */
export async function resolveFileUri(
  ctx: AppContext,
  ownerId: string,
  fileUri: string,
  kind: FileKind,
  options: { acceptSvg?: boolean } = {},
): Promise<UploadRow & { file_key: string }> {
  const uri = fileUri.trim();
  if (!uri.startsWith(FILE_URI_SCHEME)) throw invalidInput(UploadMessage.FILE_URI_INVALID);
  const id = uri.slice(FILE_URI_SCHEME.length);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw invalidInput(UploadMessage.FILE_URI_INVALID);
  const row = await ctx.db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  // Unknown, foreign and unconfirmed look alike, so nobody learns about other users' uploads.
  if (!row || row.user_id !== ownerId || row.status !== UploadStatus.CONFIRMED || !row.file_key) {
    throw invalidInput(UploadMessage.FILE_URI_INVALID);
  }
  if (row.kind !== kind) throw invalidInput(UploadMessage.FILE_KIND_MISMATCH);
  if (row.format === SVG_FORMAT && !options.acceptSvg) {
    throw new AppError(Code.INVALID_FORMAT, invalidFileMessage[kind]);
  }
  return { ...row, file_key: row.file_key };
}

/** Marks an upload as taken by a later call, so the purge keeps it. */
export async function markUploadUsed(ctx: AppContext, uploadId: string): Promise<void> {
  await ctx.db
    .updateTable('uploads')
    .set({ used_at: ctx.now() })
    .where('id', '=', uploadId)
    .execute();
}
