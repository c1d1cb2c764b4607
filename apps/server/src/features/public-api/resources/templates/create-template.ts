import {
  Code,
  DEFAULT_VIDEO_VOICE_SETTINGS,
  type PublicCreateTemplateRequest,
  type PublicTemplate,
  scanVariables,
} from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import { AppError, invalidInput } from '../../../../http/app-error';
import { authorizeActor } from '../../../actors/policy';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { createTemplate } from '../../../templates/save-template';
import { hideForeign } from '../hide-foreign';
import { NO_OWN_VOICE } from '../videos/create-video';
import { toPublicTemplate } from './template-resource';

export const VOICE_FOR_VARIABLE_ACTOR =
  'Name a voice_id (or a {{variable}} of voice ids) when actor_id is a variable';

/**
 * `POST /templates`: the `POST /videos` fields as the web app's task (the same body "Save as
 * template" stores), saved through the same verb. No voice: the actor's own, fixed now.
 */
export async function createPublicTemplate(
  ctx: AppContext,
  principal: ApiPrincipal,
  body: PublicCreateTemplateRequest,
): Promise<PublicTemplate> {
  const user = principal.user;
  let voiceId = body.voice_id ?? null;
  if (!voiceId) {
    if (scanVariables(body.actor_id).spans.length) throw invalidInput(VOICE_FOR_VARIABLE_ACTOR);
    const actor = await hideForeign(authorizeActor(ctx, user, body.actor_id));
    voiceId = actor.default_voice_id;
    if (!voiceId) throw new AppError(Code.INVALID_INPUT, NO_OWN_VOICE);
  }
  const task = {
    text: body.script,
    actor_id: body.actor_id,
    voice_id: voiceId,
    voice_settings: { ...DEFAULT_VIDEO_VOICE_SETTINGS, speed: body.speed ?? 1 },
    burn_captions: body.captions ?? false,
    format: body.format ?? null,
    resolution: body.resolution ?? null,
    background: body.background ?? null,
    layout: body.layout ?? null,
    brand: body.brand ?? null,
  };
  const item = await hideForeign(
    createTemplate(ctx, user, { name: body.name, body: task }, principal.workspaceId),
  );
  return toPublicTemplate(item);
}
