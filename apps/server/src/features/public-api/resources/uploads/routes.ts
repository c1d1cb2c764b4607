import { publicCreateUploadRequest, publicUpload } from '@talkreel/contract';
import { type AnyApiRoute, apiRoute } from '../../http/api-route';
import { createPublicUpload } from './create-upload';

/** Files for own actors and voices: a single-use address to send the bytes to. */
export const uploadApiRoutes: AnyApiRoute[] = [
  apiRoute({
    method: 'POST',
    url: '/uploads',
    operationId: 'createUpload',
    summary: 'Open an upload: a single-use address to PUT the raw bytes to',
    description:
      "Send the file with one `PUT` of its raw bytes to `upload_url` before `expires_at`, then name the upload's `id` in `POST /actors` or `POST /voices`.",
    tag: 'Uploads',
    scope: 'write',
    body: publicCreateUploadRequest,
    reply: publicUpload,
    status: 201,
    handler: ({ ctx, principal, body }) => createPublicUpload(ctx, principal, body),
  }),
];
