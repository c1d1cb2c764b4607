import { AUDIO_UPLOAD_MAX_BYTES, Message, VIDEO_UPLOAD_MAX_BYTES } from '@talkreel/contract';
import { ApiError } from '../../../api/ApiError';
import type { UploadType } from './cloneApi';

const MAX_BYTES: Record<UploadType, number> = {
  audio: AUDIO_UPLOAD_MAX_BYTES,
  video: VIDEO_UPLOAD_MAX_BYTES,
};

/** File picker filter per upload type (the server still judges by content). */
export const ACCEPT: Record<UploadType, string> = {
  audio: 'audio/mpeg,audio/wav,audio/x-wav,.mp3,.wav',
  video: 'video/mp4,video/quicktime,.mp4,.mov',
};

/**
 * What can be refused before anything is sent: a file of the other kind or over the kind's
 * size limit. Length, format and height are judged by the server on confirm.
 */
export function checkUploadFile(file: File, type: UploadType): boolean {
  const major = file.type.split('/')[0];
  if (major && major !== type) return false;
  return file.size > 0 && file.size <= MAX_BYTES[type];
}

const INVALID_MESSAGES: string[] = [Message.INVALID_AUDIO, Message.INVALID_VIDEO];

/** The server's refusal of a file's content: shown as that kind's invalid-file copy. */
export const isInvalidFileError = (err: unknown) =>
  err instanceof ApiError && err.kind === 'business' && INVALID_MESSAGES.includes(err.message);
