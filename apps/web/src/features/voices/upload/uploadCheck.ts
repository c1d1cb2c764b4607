import { invalidFileMessage, UPLOAD_FORMATS, UPLOAD_MAX_BYTES } from '@talkreel/contract';
import { ApiError } from '../../../api/ApiError';
import type { UploadType } from './cloneApi';

const acceptOf = (type: UploadType) =>
  [...UPLOAD_FORMATS[type].map((f) => `.${f}`), `${type}/*`].join(',');

/** File picker filter per upload type: the contract's formats (the server still judges by content). */
export const ACCEPT: Record<UploadType, string> = {
  audio: acceptOf('audio'),
  video: acceptOf('video'),
};

/**
 * What can be refused before anything is sent: an empty file, a file of the other kind or
 * one over the kind's size limit. Length, format and height are judged by the server.
 */
export function checkUploadFile(file: File, type: UploadType): boolean {
  const major = file.type.split('/')[0];
  if (major && major !== type) return false;
  return file.size > 0 && file.size <= UPLOAD_MAX_BYTES[type];
}

/** The server's refusal of a file of `kind` (on request or on confirm): that kind's invalid copy. */
export const isInvalidFileError = (err: unknown, kind: UploadType) =>
  err instanceof ApiError && err.kind === 'business' && err.message === invalidFileMessage[kind];
