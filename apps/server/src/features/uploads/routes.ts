import {
  uploadConfirmParams,
  uploadConfirmReply,
  uploadFileReply,
  uploadFileRequest,
} from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { confirmUpload } from './confirm-upload';
import { createUpload } from './create-upload';

const tag = 'uploads';

/** Presigned uploads judged by content (creation.md §7 "Upload and cloning"). */
export const uploadRoutes: AnyRoute[] = [
  userRoute({
    method: 'POST',
    url: '/upload/file',
    tag,
    summary:
      'Open an upload (image, video, audio, or sheet: a CSV or XLSX of batch rows) and get a single-use address to PUT the raw bytes to',
    input: uploadFileRequest,
    reply: uploadFileReply,
    handler: ({ ctx, user, input }) => createUpload(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/upload/confirm/:task_id',
    tag,
    summary:
      'Judge the uploaded bytes by content (magic bytes, ffprobe) and name the file by a file_uri',
    input: uploadConfirmParams,
    reply: uploadConfirmReply,
    handler: ({ ctx, user, input }) => confirmUpload(ctx, user, input.task_id),
  }),
];
