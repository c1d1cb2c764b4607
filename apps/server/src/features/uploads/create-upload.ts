import {
  Code,
  exceedsUploadLimit,
  invalidFileMessage,
  MAX_UPLOADS_IN_FLIGHT_PER_USER,
  Message,
  UPLOAD_URL_TTL_MS,
  type uploadFileReply,
  type uploadFileRequest,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { newId } from '../../lib/ids';
import { incomingKeyOf, UploadStatus } from './policy';

/**
 * POST /upload/file: opens an upload task and hands out the address to PUT its bytes to.
 * A size over the kind's limit is refused at once; so is a user with too many in flight.
 */
export async function createUpload(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof uploadFileRequest>,
): Promise<z.input<typeof uploadFileReply>> {
  const kind = input.content_type;
  if (exceedsUploadLimit(kind, input.file_size)) {
    throw new AppError(Code.INVALID_FORMAT, invalidFileMessage[kind]);
  }
  const now = ctx.now();
  const { n } = await ctx.db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id)
    .where('status', '=', UploadStatus.PENDING)
    .where('put_expires_at', '>', now)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_UPLOADS_IN_FLIGHT_PER_USER) {
    throw new AppError(Code.SLOW_DOWN, Message.TOO_FREQUENT);
  }

  const id = newId();
  const incomingKey = incomingKeyOf(user.id, id);
  const put = await ctx.storage.presignPut(incomingKey, {
    expiresInSec: UPLOAD_URL_TTL_MS / 1000,
    size: input.file_size,
  });
  await ctx.db
    .insertInto('uploads')
    .values({
      id,
      user_id: user.id,
      kind,
      file_name: input.file_name,
      declared_size: input.file_size,
      incoming_key: incomingKey,
      put_expires_at: put.expiresAt,
      status: UploadStatus.PENDING,
      created_at: now,
    })
    .execute();
  return { content_type: kind, presigned_url: put.url, task_id: id, expires_at: put.expiresAt };
}
