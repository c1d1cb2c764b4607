import fsp from 'node:fs/promises';
import {
  Code,
  type FileKind,
  fileUriOf,
  invalidFileMessage,
  UploadMessage,
  type uploadConfirmReply,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { ObjectChangedError } from '../../ports/storage/object-store';
import { type JudgedFile, judgeFile } from './judge-file';
import { fileKeyOf, ownUpload, type UploadRow, UploadStatus } from './policy';
import { queueVideoPreparation } from './prepare-video-job';

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
  const kind = row.kind as FileKind;
  if (row.status === UploadStatus.CONFIRMED) return confirmedReply(row);
  if (row.status === UploadStatus.REJECTED) {
    throw new AppError(Code.INVALID_FORMAT, invalidFileMessage[kind]);
  }
  let size = 0;
  let fileKey = '';
  let settled: { verdict: JudgedFile | null } | null;
  try {
    // Judged where it lies and kept by moving, not copying: a 1 GB video confirms in the time
    // its probe takes, well inside the client's 10 s. The judged bytes are what we keep: a
    // replayed PUT can only touch the incoming key.
    settled = await ctx.storage.judgeAndKeep(
      row.incoming_key,
      async (local) => {
        const judged = await judgeFile(kind, local);
        if (judged) size = (await fsp.stat(local)).size;
        return judged;
      },
      (judged) => {
        fileKey = fileKeyOf(row.user_id, row.id, judged.format);
        return { key: fileKey, contentType: judged.mimeType };
      },
    );
  } catch (err) {
    if (err instanceof ObjectChangedError) {
      throw new AppError(Code.UPLOAD_FAILED, UploadMessage.CHANGED);
    }
    throw err;
  }
  if (!settled) return await settledElsewhere(ctx, user, taskId);
  const judged = settled.verdict;
  if (!judged) {
    await ctx.db
      .updateTable('uploads')
      .set({ status: UploadStatus.REJECTED })
      .where('id', '=', row.id)
      .execute();
    throw new AppError(Code.INVALID_FORMAT, invalidFileMessage[kind]);
  }
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
  if (kind === 'video') await queueVideoPreparation(ctx, row.id);
  return confirmedReply(await ownUpload(ctx, user, taskId));
}

/**
 * Nothing at the incoming key: never received, or a confirm of the same task took it (then it
 * answers as that one did, once done; while that one still judges, this one says not received).
 */
async function settledElsewhere(
  ctx: AppContext,
  user: AuthUser,
  taskId: string,
): Promise<ConfirmReply> {
  const row = await ownUpload(ctx, user, taskId);
  if (row.status === UploadStatus.CONFIRMED) return confirmedReply(row);
  if (row.status === UploadStatus.REJECTED) {
    throw new AppError(Code.INVALID_FORMAT, invalidFileMessage[row.kind as FileKind]);
  }
  throw new AppError(Code.UPLOAD_FAILED, UploadMessage.NOT_RECEIVED);
}

function confirmedReply(row: UploadRow): ConfirmReply {
  return {
    file_type: row.kind as FileKind,
    file_uri: fileUriOf(row.id),
    task_id: row.id,
    format: row.format ?? '',
    file_size: Number(row.file_size ?? 0),
    duration_sec: row.duration_ms === null ? null : row.duration_ms / 1000,
    width: row.width,
    height: row.height,
  };
}
