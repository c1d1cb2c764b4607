import {
  Code,
  type ttsGenerateReply,
  type ttsGenerateRequest,
  VoiceMessage,
} from '@talkreel/contract';
import { SpeechProviderError } from '@talkreel/engine';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { authorizeActor } from '../actors/policy';
import { localName } from '../stock/stock-names';
import { mediaUrl } from '../tree/media-url';
import { authorizeVoice } from './policy';
import { withPreviewSlot } from './speech/preview-slots';
import {
  findCachedSpeech,
  type SpeechRequest,
  speechCacheKey,
  speechFor,
} from './speech/speech-cache';
import { SpeechUnavailableError } from './speech/voice-engine';
import { markPairVerified } from './verification';
import { recordVoiceUse } from './voice-usage';

/**
 * POST /audio/tts/generate: speaks a preview with the voice's engine (cached by text, actor,
 * voice and settings) and stores it. A successful preview with an actor verifies that
 * actor-voice pair for the caller, which video generation requires. Stored previews come back
 * freely; new syntheses are bounded per user and per process (preview-slots.ts).
 */
export async function generatePreview(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ttsGenerateRequest>,
): Promise<z.input<typeof ttsGenerateReply>> {
  const voice = await authorizeVoice(ctx, user, input.voice_id);
  const actor = input.actor_id ? await authorizeActor(ctx, user, input.actor_id) : null;
  const name = input.audio_name || localName(voice, ctx.lang);
  const request: SpeechRequest = {
    voice,
    actorId: actor?.id ?? null,
    text: input.text,
    settings: input.voice_settings,
    name,
    userId: user.id,
  };
  const key = speechCacheKey(voice, request.actorId, request.text, request.settings);
  const cached = await findCachedSpeech(ctx, key);
  let result: Awaited<ReturnType<typeof speechFor>>;
  try {
    result = cached
      ? { row: cached }
      : await withPreviewSlot(ctx, user.id, () => speechFor(ctx, request));
  } catch (err) {
    throw speechError(ctx, err);
  }
  if (actor) await markPairVerified(ctx, user.id, actor.id, voice.id);
  await recordVoiceUse(ctx.db, user.id, voice.id, ctx.now());
  return {
    actor_name: actor ? localName(actor, ctx.lang) : '',
    audio_url: await mediaUrl(ctx, result.row.audio_key),
    id: result.row.id,
    model_name: voice.model_name,
    name,
    voice_tts_id: voice.voice_tts_id,
    duration: result.row.duration_ms / 1000,
  };
}

/**
 * Provider trouble is 1009 with the generic reason of its kind; the provider's own words
 * (which may name internal addresses) go to the log only. Anything else passes on unchanged.
 */
function speechError(ctx: AppContext, err: unknown): unknown {
  if (err instanceof SpeechUnavailableError) {
    ctx.log.warn({ err }, 'voice cannot speak here');
    return new AppError(Code.OPERATION_FAILED, VoiceMessage.PROVIDER_NOT_CONFIGURED);
  }
  if (err instanceof SpeechProviderError) {
    ctx.log.warn({ err, detail: err.detail }, 'speech provider failed');
    return new AppError(
      Code.OPERATION_FAILED,
      `${VoiceMessage.SPEECH_FAILED} (${err.provider}: ${err.publicMessage})`,
    );
  }
  return err;
}
