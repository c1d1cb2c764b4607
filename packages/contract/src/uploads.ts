import { z } from 'zod';
import { Message } from './errors';
import { reqNumber, reqString } from './fields';
import { AUDIO_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_BYTES, VIDEO_UPLOAD_MAX_BYTES } from './limits';
import { SHEET_MAX_BYTES, SheetMessage } from './sheet';

/** creation.md §7 "Upload and cloning": presigned uploads judged by content on confirm. */

/** The media kinds: what the web app's file pickers offer and their copy is written for. */
export const UPLOAD_KINDS = ['image', 'video', 'audio'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * A spreadsheet of a personalised batch's rows (issue 28: CSV or XLSX, named by `upload_id` in
 * the public API's `POST /templates/{id}/batches`). Kept apart from UPLOAD_KINDS, as SVG is from
 * UPLOAD_FORMATS, so no media picker offers it; the upload calls accept every kind of
 * FILE_KINDS alike.
 */
export const SHEET_KIND = 'sheet';
export const FILE_KINDS = [...UPLOAD_KINDS, SHEET_KIND] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Largest file of each kind, checked on the declared size and again on the bytes received. */
export const UPLOAD_MAX_BYTES: Record<FileKind, number> = {
  image: IMAGE_UPLOAD_MAX_BYTES,
  video: VIDEO_UPLOAD_MAX_BYTES,
  audio: AUDIO_UPLOAD_MAX_BYTES,
  // The batch sheet's own limit: an upload the batch could not read is refused before it is sent.
  sheet: SHEET_MAX_BYTES,
};

/** Container formats a confirmed file of each kind may be, judged by its bytes. */
export const UPLOAD_FORMATS = {
  image: ['jpeg', 'png'],
  video: ['mp4', 'mov'],
  audio: ['mp3', 'wav'],
} as const satisfies Record<UploadKind, readonly string[]>;
/**
 * An image upload may also be an SVG (issue 26: brand logos). It is kept apart from
 * UPLOAD_FORMATS so the photo pickers do not offer it; only the calls that name 'svg' accept one,
 * and it is never served back as SVG (the brand kit rasterises it to PNG).
 */
export const SVG_FORMAT = 'svg';
/** Largest SVG upload: a logo's vector file is small; more is a drawing, or an attack. */
export const SVG_UPLOAD_MAX_BYTES = 512 * 1024;
/** What a confirmed sheet is, judged by its bytes: a ZIP holding a workbook, else UTF-8 text. */
export const SHEET_FORMATS = ['xlsx', 'csv'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];
export type UploadFormat =
  | (typeof UPLOAD_FORMATS)[UploadKind][number]
  | typeof SVG_FORMAT
  | SheetFormat;

/** The catalogue's message for a file of a kind that fails its checks (core.md §8). */
export const invalidFileMessage: Record<FileKind, string> = {
  image: Message.INVALID_IMAGE,
  video: Message.INVALID_VIDEO,
  audio: Message.INVALID_AUDIO,
  sheet: SheetMessage.INVALID_UPLOAD,
};

/**
 * A confirmed upload is named by `upload://<task_id>`; calls taking a file accept only this,
 * so the server never fetches an outside address.
 */
export const FILE_URI_SCHEME = 'upload://';
export const fileUriOf = (taskId: string) => `${FILE_URI_SCHEME}${taskId}`;

export const UploadMessage = {
  UNKNOWN_KIND: 'Content type must be image, video, audio or sheet',
  FILE_NAME_EMPTY: 'File name cannot be empty',
  FILE_SIZE_INVALID: 'File size must be a positive whole number of bytes',
  UPLOAD_NOT_FOUND: 'Upload not found',
  NOT_RECEIVED: 'The file has not been uploaded yet',
  URL_INVALID: 'Upload link is invalid, expired or already used',
  TOO_LARGE: 'The file is larger than its declared size',
  SIZE_MISMATCH: 'The file is smaller than its declared size',
  FILE_URI_INVALID:
    'Please upload the file first: only a file_uri of your own confirmed upload is accepted',
  FILE_KIND_MISMATCH: 'The uploaded file is not of the kind this call needs',
  CHANGED: 'The file changed while it was being checked; upload it again',
} as const;

/** POST /upload/file. A declared size over the kind's limit is refused at once (1012, see below). */
export const uploadFileRequest = z.object({
  file_name: z
    .string({ error: UploadMessage.FILE_NAME_EMPTY })
    .trim()
    .min(1, UploadMessage.FILE_NAME_EMPTY)
    .max(255, 'File name is too long'),
  file_size: z
    .number({ error: UploadMessage.FILE_SIZE_INVALID })
    .int(UploadMessage.FILE_SIZE_INVALID)
    .positive(UploadMessage.FILE_SIZE_INVALID),
  content_type: z
    .string({ error: UploadMessage.UNKNOWN_KIND })
    .trim()
    .toLowerCase()
    // A full MIME type ("audio/mpeg") is accepted and reduced to its major type.
    .transform((v) => v.split('/')[0] ?? '')
    .pipe(z.enum(FILE_KINDS, { error: UploadMessage.UNKNOWN_KIND })),
});

/**
 * A file over its kind's limit: refused before upload and again on confirm with code 1012
 * (Invalid Format) and the kind's invalid-file message, like any file failing its checks.
 */
export const exceedsUploadLimit = (kind: FileKind, bytes: number) => bytes > UPLOAD_MAX_BYTES[kind];

/**
 * `presigned_url` takes one `PUT` of the raw bytes (no bearer token, no extra headers) until
 * `expires_at` (epoch ms); then `POST /upload/confirm/{task_id}`.
 */
export const uploadFileReply = z.object({
  content_type: z.enum(FILE_KINDS),
  presigned_url: reqString('Presigned URL'),
  task_id: reqString('Task ID'),
  expires_at: reqNumber('Expires at'),
});

export const uploadConfirmParams = z.object({ task_id: reqString('Task ID') });

/** `file_type` is the kind; `format`, sizes and duration say what the server found in the bytes. */
export const uploadConfirmReply = z.object({
  file_type: z.enum(FILE_KINDS),
  file_uri: reqString('File URI'),
  task_id: reqString('Task ID'),
  format: reqString('Format'),
  file_size: reqNumber('File size'),
  duration_sec: z.number().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

/** A file field of a later call: a `file_uri` (checked by the server against the caller's uploads). */
export const fileUriInput = (label: string) =>
  z
    .string({ error: `${label} cannot be empty` })
    .trim()
    .min(1, `${label} cannot be empty`)
    .max(300, UploadMessage.FILE_URI_INVALID);
