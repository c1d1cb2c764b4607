import { type UploadKind, uploadConfirmReply, uploadFileReply } from '@talkreel/contract';
import { ApiError } from './ApiError';
import { callApi, reportFailure } from './client';
import { putPresigned } from './putPresigned';

export interface PresignedUploadOptions {
  kind: UploadKind;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** false: the caller shows failures itself (an invalid file gets its own title). */
  toast?: boolean;
}

/**
 * The upload of creation.md §7: ask for a presigned address (POST /upload/file), PUT the
 * bytes there with progress, then have the server judge the file by its content
 * (POST /upload/confirm/{task_id}). The confirmed `file_uri` is what later calls accept.
 */
export async function presignedUpload(
  file: File,
  { kind, onProgress, signal, toast = true }: PresignedUploadOptions,
) {
  const slot = await callApi('/upload/file', {
    method: 'POST',
    body: { file_name: file.name, file_size: file.size, content_type: kind },
    reply: uploadFileReply,
    toast,
    signal,
  });
  try {
    await putPresigned(slot.presignedUrl, file, { onProgress, signal });
  } catch (err) {
    if (err instanceof ApiError) reportFailure(err, toast);
    throw err;
  }
  return callApi(`/upload/confirm/${encodeURIComponent(slot.taskId)}`, {
    method: 'POST',
    reply: uploadConfirmReply,
    toast,
    signal,
  });
}
