import { z } from 'zod';
import { FILE_KINDS, uploadFileRequest } from '../../uploads';

/**
 * `POST /uploads`: a single-use address to send a file's bytes to, then name the upload by its
 * `id` in `POST /actors`, `POST /voices` or `POST /templates/{id}/batches` (which check the
 * bytes by their content).
 */
export const publicCreateUploadRequest = z.object({
  file_name: uploadFileRequest.shape.file_name,
  file_size: z.number().int().positive().describe('Bytes; checked against the bytes received'),
  kind: z
    .enum(FILE_KINDS)
    .describe(
      'image or video for an actor, audio or video for a voice, sheet (CSV or XLSX) for a batch',
    ),
});
export type PublicCreateUploadRequest = z.infer<typeof publicCreateUploadRequest>;

export const publicUpload = z
  .object({
    id: z.string(),
    object: z.literal('upload'),
    kind: z.enum(FILE_KINDS),
    upload_url: z.string(),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()).describe('Send these with the bytes'),
    expires_at: z.string().describe('ISO 8601; the address works once, until then'),
  })
  .meta({ id: 'Upload' });
export type PublicUpload = z.infer<typeof publicUpload>;
