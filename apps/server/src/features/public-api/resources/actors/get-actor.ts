import type { PublicActor } from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import { authorizeActor } from '../../../actors/policy';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { hideForeign } from '../hide-foreign';
import { toPublicActor } from './actor-resource';

/** `GET /actors/{id}`: a stock actor or one of the caller's own (poll it while it is made). */
export async function getPublicActor(
  ctx: AppContext,
  principal: ApiPrincipal,
  id: string,
): Promise<PublicActor> {
  return toPublicActor(ctx, await hideForeign(authorizeActor(ctx, principal.user, id)));
}
