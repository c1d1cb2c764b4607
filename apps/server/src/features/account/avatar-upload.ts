import { AVATAR_FIELD, AVATAR_MAX_BYTES, Code, Message } from '@talkreel/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

const isTooLarge = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads the `avatar` file of a multipart request into memory, refusing it once it passes
 * AVATAR_MAX_BYTES so an oversize upload is never held whole.
 */
export async function readAvatarFile(req: FastifyRequest): Promise<Buffer> {
  let buffer: Buffer | null = null;
  try {
    const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (file && file.fieldname === AVATAR_FIELD) buffer = await file.toBuffer();
    // A file under another name is drained unread so the request can finish.
    else file?.file.resume();
  } catch (err) {
    if (isTooLarge(err)) {
      throw new AppError(Code.UPLOAD_FAILED, Message.INVALID_IMAGE, {
        reason: 'too_large',
        max_bytes: AVATAR_MAX_BYTES,
      });
    }
    if ((err as { statusCode?: number }).statusCode === undefined) throw err;
    // Not multipart, or a broken form: nothing usable arrived.
  }
  if (!buffer || buffer.length === 0) throw new AppError(Code.INVALID_INPUT, Message.INVALID_IMAGE);
  return buffer;
}
