import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  Code,
  fileUriOf,
  invalidFileMessage,
  type UploadKind,
  UploadMessage,
  type uploadConfirmReply,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { judgeFile } from './judge-file';
import { fileKeyOf, ownUpload, type UploadRow, UploadStatus } from './policy';

type ConfirmReply = z.input<typeof uploadConfirmReply>;

/**
 * POST /upload/confirm/{task_id}: judges the received bytes by their content and, when they are a
 * valid file of the task's kind, keeps them as the upload's file (named by a file_uri). A refused
 * file is deleted and the task cannot be confirmed again; confirming twice answers the same.
 */
export async function confirmUpload(
  ctx: AppContext,
  user: AuthUser,
  taskId: string,
): Promise<ConfirmReply> {
  const row = await ownUpload(ctx, user, taskId);
  const kind = row.kind as UploadKind;
  if (row.status === UploadStatus.CONFIRMED) return confirmedReply(row);
  if (row.status === UploadStatus.REJECTED) {
    throw new AppError(Code.INVALID_FORMAT, invalidFileMessage[kind]);
  }
  const head = await ctx.storage.head(row.incoming_key);
  if (!head) throw new AppError(Code.UPLOAD_FAILED, UploadMessage.NOT_RECEIVED);

  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'talkreel-upload-'));
  try {
    const local = path.join(dir, 'file');
    await pipeline(await ctx.storage.get(row.incoming_key), fs.createWriteStream(local));
    const judged = await judgeFile(kind, local);
    if (!judged) {
      await ctx.storage.delete(row.incoming_key);
      await ctx.db
        .updateTable('uploads')
        .set({ status: UploadStatus.REJECTED })
        .where('id', '=', row.id)
        .execute();
      throw new AppError(Code.INVALID_FORMAT, invalidFileMessage[kind]);
    }
    const { size } = await fsp.stat(local);
    // The judged bytes are what we keep: a replayed PUT can only touch the incoming key.
    const fileKey = fileKeyOf(row.user_id, row.id, judged.format);
    await ctx.storage.put(fileKey, fs.createReadStream(local), judged.mimeType);
    await ctx.storage.delete(row.incoming_key);
    await ctx.db
      .updateTable('uploads')
      .set({
        status: UploadStatus.CONFIRMED,
        file_key: fileKey,
        format: judged.format,
        file_size: size,
        duration_ms: judged.durationSec === null ? null : Math.round(judged.durationSec * 1000),
        width: judged.width,
        height: judged.height,
        confirmed_at: ctx.now(),
      })
      .where('id', '=', row.id)
      .where('status', '=', UploadStatus.PENDING)
      .execute();
    return confirmedReply(await ownUpload(ctx, user, taskId));
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

function confirmedReply(row: UploadRow): ConfirmReply {
  return {
    file_type: row.kind as UploadKind,
    file_uri: fileUriOf(row.id),
    task_id: row.id,
    format: row.format ?? '',
    file_size: Number(row.file_size ?? 0),
    duration_sec: row.duration_ms === null ? null : row.duration_ms / 1000,
    width: row.width,
    height: row.height,
  };
}
