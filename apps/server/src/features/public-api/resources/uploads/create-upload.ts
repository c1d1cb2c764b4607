import type { PublicCreateUploadRequest, PublicUpload } from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { isoTime } from '../../../tree/paging';
import { createUpload } from '../../../uploads/create-upload';
import { absoluteUrl } from '../signed-link';

/** `POST /uploads`: the web app's presigned upload (its size limits and cap of uploads in flight). */
export async function createPublicUpload(
  ctx: AppContext,
  principal: ApiPrincipal,
  body: PublicCreateUploadRequest,
): Promise<PublicUpload> {
  const opened = await createUpload(ctx, principal.user, {
    file_name: body.file_name,
    file_size: body.file_size,
    content_type: body.kind,
  });
  return {
    id: opened.task_id,
    object: 'upload',
    kind: opened.content_type,
    upload_url: absoluteUrl(ctx, opened.presigned_url),
    method: 'PUT',
    headers: {},
    expires_at: isoTime(opened.expires_at),
  };
}
