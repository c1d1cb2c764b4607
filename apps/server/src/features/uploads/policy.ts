import { UploadMessage } from '@talkreel/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import type { UploadsTable } from '../../ports/db/schema';

export type UploadRow = Selectable<UploadsTable>;

export const UploadStatus = {
  PENDING: 'pending',
  CONFIRMED: 'confirmed',
  /** Judged and refused; its bytes are gone, the row waits for the purge. */
  REJECTED: 'rejected',
} as const;

/** Where an upload's bytes live: the PUT target, then the judged copy. */
export const incomingKeyOf = (userId: string, taskId: string) =>
  `uploads/${userId}/${taskId}/incoming`;
export const fileKeyOf = (userId: string, taskId: string, format: string) =>
  `uploads/${userId}/${taskId}/file.${format}`;

/** The caller's upload task: unknown is 1004, somebody else's 1003. */
export async function ownUpload(ctx: AppContext, user: AuthUser, taskId: string) {
  const row = await ctx.db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!row) throw notFound(UploadMessage.UPLOAD_NOT_FOUND);
  if (row.user_id !== user.id) throw forbidden();
  return row;
}
