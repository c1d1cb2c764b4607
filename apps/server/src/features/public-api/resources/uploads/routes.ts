import { publicCreateUploadRequest, publicUpload } from '@talkreel/contract';
import { type AnyApiRoute, apiRoute } from '../../http/api-route';
import { createPublicUpload } from './create-upload';

/** Files for own actors, voices and batch sheets: a single-use address to send the bytes to. */
export const uploadApiRoutes: AnyApiRoute[] = [
  apiRoute({
    method: 'POST',
    url: '/uploads',
    operationId: 'createUpload',
    summary: 'Open an upload: a single-use address to PUT the raw bytes to',
    description:
      "Send the file with one `PUT` of its raw bytes to `upload_url` before `expires_at`, then name the upload's `id` in `POST /actors` or `POST /voices` (kinds image, video, audio), or in `POST /templates/{id}/batches` (kind sheet: a CSV or XLSX of a batch's rows).",
    tag: 'Uploads',
    scope: 'write',
    body: publicCreateUploadRequest,
    reply: publicUpload,
    status: 201,
    handler: ({ ctx, principal, body }) => createPublicUpload(ctx, principal, body),
  }),
];
