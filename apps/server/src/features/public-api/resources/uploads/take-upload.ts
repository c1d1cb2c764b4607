import { type FileKind, fileUriOf, UploadMessage } from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import { invalidInput } from '../../../../http/app-error';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { confirmUpload } from '../../../uploads/confirm-upload';
import { hideForeign } from '../hide-foreign';

/**
 * The upload a create call names, judged by its content as the web app's confirm step does
 * (the API has no separate confirm call: naming the upload is confirming it). Answers its
 * `file_uri` and kind; a kind the call cannot use is refused.
 */
export async function takeUpload<K extends FileKind>(
  ctx: AppContext,
  principal: ApiPrincipal,
  uploadId: string,
  kinds: readonly K[],
): Promise<{ fileUri: string; kind: K }> {
  const confirmed = await hideForeign(
    confirmUpload(ctx, principal.user, uploadId),
    UploadMessage.UPLOAD_NOT_FOUND,
  );
  if (!kinds.includes(confirmed.file_type as K)) {
    throw invalidInput(UploadMessage.FILE_KIND_MISMATCH);
  }
  return { fileUri: fileUriOf(uploadId), kind: confirmed.file_type as K };
}
