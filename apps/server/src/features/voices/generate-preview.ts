import {
  Code,
  TTS_PREVIEWS_PER_MINUTE,
  type ttsGenerateReply,
  type ttsGenerateRequest,
  VoiceMessage,
} from '@talkreel/contract';
import { SpeechProviderError } from '@talkreel/engine';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { countAttempt } from '../../http/rate-limit';
import { authorizeActor } from '../actors/policy';
import { mediaUrl } from '../tree/media-url';
import { authorizeVoice } from './policy';
import { speechFor } from './speech/speech-cache';
import { SpeechUnavailableError } from './speech/voice-engine';
import { markPairVerified } from './verification';
import { recordVoiceUse } from './voice-usage';

/**
 * POST /audio/tts/generate: speaks a preview with the voice's engine (cached by text, actor,
 * voice and settings) and stores it. A successful preview with an actor verifies that
 * actor-voice pair for the caller, which video generation requires.
 */
export async function generatePreview(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ttsGenerateRequest>,
): Promise<z.input<typeof ttsGenerateReply>> {
  // Previews per user and minute, cached or not, so one user cannot keep the speech engines busy.
  await countAttempt(ctx, `tts:${user.id}`, TTS_PREVIEWS_PER_MINUTE, 60_000);
  const voice = await authorizeVoice(ctx, user, input.voice_id);
  const actor = input.actor_id ? await authorizeActor(ctx, user, input.actor_id) : null;
  const name = input.audio_name || voice.name;
  let result: Awaited<ReturnType<typeof speechFor>>;
  try {
    result = await speechFor(ctx, {
      voice,
      actorId: actor?.id ?? null,
      text: input.text,
      settings: input.voice_settings,
      name,
      userId: user.id,
    });
  } catch (err) {
    throw speechError(ctx, err);
  }
  if (actor) await markPairVerified(ctx, user.id, actor.id, voice.id);
  await recordVoiceUse(ctx.db, user.id, voice.id, ctx.now());
  return {
    actor_name: actor?.name ?? '',
    audio_url: await mediaUrl(ctx, result.row.audio_key),
    id: result.row.id,
    model_name: voice.model_name,
    name,
    voice_tts_id: voice.voice_tts_id,
    duration: result.row.duration_ms / 1000,
  };
}

/** Provider trouble is 1009 with the reason; anything else stays a server error. */
function speechError(ctx: AppContext, err: unknown): unknown {
  if (err instanceof SpeechUnavailableError) {
    ctx.log.warn({ err }, 'voice cannot speak here');
    return new AppError(Code.OPERATION_FAILED, VoiceMessage.PROVIDER_NOT_CONFIGURED);
  }
  if (err instanceof SpeechProviderError) {
    ctx.log.warn({ err }, 'speech provider failed');
    return new AppError(
      Code.OPERATION_FAILED,
      `${VoiceMessage.SPEECH_FAILED} (${err.provider}: ${err.providerMessage})`,
    );
  }
  return err;
}
