import type { AppContext } from '../../../../app-context';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { deleteVideo } from '../../../videos/delete-video';
import { videoInWorkspace } from './video-in-workspace';

/** `DELETE /videos/{id}`: the web app's delete (row, stored files, project thumbnail). */
export async function deletePublicVideo(
  ctx: AppContext,
  principal: ApiPrincipal,
  id: string,
): Promise<void> {
  await videoInWorkspace(ctx, principal, 'write', id);
  await deleteVideo(ctx, principal.user, { id });
}
