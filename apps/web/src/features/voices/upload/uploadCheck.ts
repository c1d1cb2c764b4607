import {
  invalidFileMessage,
  UPLOAD_FORMATS,
  UPLOAD_MAX_BYTES,
  type UploadKind,
} from '@talkreel/contract';
import { ApiError } from '../../../api/ApiError';

const acceptOf = (type: UploadKind) =>
  [...UPLOAD_FORMATS[type].map((f) => `.${f}`), `${type}/*`].join(',');

/** File picker filter per upload type: the contract's formats (the server still judges by content). */
export const ACCEPT: Record<UploadKind, string> = {
  audio: acceptOf('audio'),
  video: acceptOf('video'),
  image: acceptOf('image'),
};

/**
 * What can be refused before anything is sent: an empty file, a file of the other kind or
 * one over the kind's size limit. Length, format and height are judged by the server.
 */
export function checkUploadFile(file: File, type: UploadKind): boolean {
  const major = file.type.split('/')[0];
  if (major && major !== type) return false;
  return file.size > 0 && file.size <= UPLOAD_MAX_BYTES[type];
}

/** The server's refusal of a file of `kind` (on request or on confirm): that kind's invalid copy. */
export const isInvalidFileError = (err: unknown, kind: UploadKind) =>
  err instanceof ApiError && err.kind === 'business' && err.message === invalidFileMessage[kind];
