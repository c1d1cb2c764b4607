import type { PublicVoice } from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { authorizeVoice } from '../../../voices/policy';
import { hideForeign } from '../hide-foreign';
import { toPublicVoice } from './voice-resource';

/** `GET /voices/{id}`: a stock voice or one of the caller's own, also while it is being made. */
export async function getPublicVoice(
  ctx: AppContext,
  principal: ApiPrincipal,
  id: string,
): Promise<PublicVoice> {
  const voice = await hideForeign(authorizeVoice(ctx, principal.user, id, { anyStatus: true }));
  return toPublicVoice(ctx, voice);
}
