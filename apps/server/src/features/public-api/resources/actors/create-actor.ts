import type { PublicActor, PublicCreateActorRequest } from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import { createCustomActor } from '../../../actors/custom/create-actor';
import { authorizeActor } from '../../../actors/policy';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { takeUpload } from '../uploads/take-upload';
import { toPublicActor } from './actor-resource';

/**
 * `POST /actors`: the web app's own actor from an uploaded photo or video (the whole frame, no
 * crop), with its checks and caps; answered `queued` at once, made by the `actor.create` job.
 */
export async function createPublicActor(
  ctx: AppContext,
  principal: ApiPrincipal,
  body: PublicCreateActorRequest,
): Promise<PublicActor> {
  const upload = await takeUpload(ctx, principal, body.upload_id, ['image', 'video'] as const);
  const made = await createCustomActor(
    ctx,
    principal.user,
    { userId: null, name: body.name, fileUri: upload.fileUri, voice: body.voice_id },
    upload.kind === 'image' ? { kind: 'image', crop: null } : { kind: 'video', crop: null },
  );
  return toPublicActor(ctx, await authorizeActor(ctx, principal.user, made.template_id));
}
