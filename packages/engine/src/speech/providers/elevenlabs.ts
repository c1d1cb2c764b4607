import { effectiveSpeed } from '../local-tts';
import { postJson, SpeechProviderError } from './provider-error';
import {
  DEFAULT_TIMEOUT_MS,
  type ProviderCallOptions,
  type ProviderSpeechResult,
  withAlignedTimeline,
} from './provider-speech';

export const ELEVENLABS_BASE_URL = 'https://api.elevenlabs.io';

export interface ElevenLabsVoiceSettings {
  /** 0-1: higher is steadier, lower more expressive. Default 0.5. */
  stability?: number;
  /** 0-1: how closely to stick to the original voice. Default 0.75. */
  similarityBoost?: number;
  /** 0-1: style exaggeration. Default 0. */
  style?: number;
  useSpeakerBoost?: boolean;
}

export interface ElevenLabsRequest extends ProviderCallOptions {
  text: string;
  /** Language of the script, for the alignment reference. */
  language: string;
  apiKey: string;
  voiceId: string;
  /** Default "eleven_multilingual_v2", which speaks all our languages. */
  modelId?: string;
  voiceSettings?: ElevenLabsVoiceSettings;
  /** Our 0-2 speed (0 = normal); ElevenLabs accepts only 0.7-1.2, so it is clamped to that. */
  speed?: number;
  /** ElevenLabs output format, `codec_samplerate_bitrate`. Default "mp3_44100_128". */
  outputFormat?: string;
}

/** POST /v1/text-to-speech/{voice_id}: the reply body is the audio file itself. */
export async function synthesizeElevenLabs(
  request: ElevenLabsRequest,
): Promise<ProviderSpeechResult> {
  const url = new URL(
    `/v1/text-to-speech/${encodeURIComponent(request.voiceId)}`,
    request.baseUrl ?? ELEVENLABS_BASE_URL,
  );
  url.searchParams.set('output_format', request.outputFormat ?? 'mp3_44100_128');
  const settings = request.voiceSettings ?? {};
  const body = {
    text: request.text,
    model_id: request.modelId ?? 'eleven_multilingual_v2',
    voice_settings: {
      stability: settings.stability ?? 0.5,
      similarity_boost: settings.similarityBoost ?? 0.75,
      style: settings.style ?? 0,
      speed: Math.min(1.2, Math.max(0.7, effectiveSpeed(request.speed))),
      ...(settings.useSpeakerBoost === undefined
        ? {}
        : { use_speaker_boost: settings.useSpeakerBoost }),
    },
  };
  const response = await postJson(
    'elevenlabs',
    url,
    { 'xi-api-key': request.apiKey, accept: 'audio/mpeg' },
    body,
    request.signal,
    request.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
  if (!response.ok) {
    throw new SpeechProviderError({
      provider: 'elevenlabs',
      status: response.status,
      ...(await elevenLabsError(response)),
    });
  }
  const audio = Buffer.from(await response.arrayBuffer());
  const mimeType = response.headers.get('content-type') ?? 'audio/mpeg';
  return withAlignedTimeline(
    'elevenlabs',
    audio,
    mimeType,
    request.text,
    request.language,
    request.referenceVoice,
  );
}

/**
 * ElevenLabs errors carry `detail`: either `{ status, message }` or, for request validation
 * (422), a list of `{ loc, msg, type }`.
 */
export async function elevenLabsError(
  response: Response,
): Promise<{ providerMessage: string; providerCode?: string }> {
  const raw = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { providerMessage: raw.trim() || response.statusText };
  }
  const detail = isRecord(parsed) ? parsed.detail : undefined;
  if (typeof detail === 'string') return { providerMessage: detail };
  if (Array.isArray(detail)) {
    const messages = detail.map((item) =>
      isRecord(item) && typeof item.msg === 'string' ? item.msg : JSON.stringify(item),
    );
    return { providerMessage: messages.join('; ') };
  }
  if (isRecord(detail) && typeof detail.message === 'string') {
    return {
      providerMessage: detail.message,
      ...(typeof detail.status === 'string' ? { providerCode: detail.status } : {}),
    };
  }
  return { providerMessage: raw.trim() || response.statusText };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
