import type { PublicVideo } from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { videoInWorkspace } from './video-in-workspace';
import { toPublicVideo } from './video-resource';

/** `GET /videos/{id}`: the video as it is now (poll it, or wait for the webhook). */
export async function getPublicVideo(
  ctx: AppContext,
  principal: ApiPrincipal,
  id: string,
): Promise<PublicVideo> {
  return toPublicVideo(ctx, await videoInWorkspace(ctx, principal, 'read', id));
}
