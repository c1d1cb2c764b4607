import type { PublicCreateVoiceRequest, PublicVoice } from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { startClone } from '../../../voices/clone/start-clone';
import { takeUpload } from '../uploads/take-upload';
import { toPublicVoice } from './voice-resource';

/**
 * `POST /voices`: the web app's clone (or offline match) of an uploaded recording or a video's
 * sound track, with its checks and caps; answered `processing` at once, finished by the
 * `voice.clone` job.
 */
export async function createPublicVoice(
  ctx: AppContext,
  principal: ApiPrincipal,
  body: PublicCreateVoiceRequest,
): Promise<PublicVoice> {
  const upload = await takeUpload(ctx, principal, body.upload_id, ['audio', 'video'] as const);
  const task = await startClone(ctx, principal.user, {
    provider: body.provider,
    source: upload.kind,
    audioName: body.name,
    fileUri: upload.fileUri,
    userId: null,
    language: body.language ?? null,
  });
  const voice = await ctx.db
    .selectFrom('voices')
    .innerJoin('clone_tasks as t', 't.voice_id', 'voices.id')
    .selectAll('voices')
    .where('t.id', '=', task.task_id)
    .executeTakeFirstOrThrow();
  return toPublicVoice(ctx, voice);
}
