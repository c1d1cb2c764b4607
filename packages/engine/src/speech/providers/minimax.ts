import { effectiveSpeed } from '../local-tts';
import { postJson, SpeechProviderError } from './provider-error';
import {
  DEFAULT_TIMEOUT_MS,
  type ProviderCallOptions,
  type ProviderSpeechResult,
  withAlignedTimeline,
} from './provider-speech';

export const MINIMAX_BASE_URL = 'https://api.minimax.io';

export interface MiniMaxRequest extends ProviderCallOptions {
  text: string;
  /** Language of the script: picks `language_boost` and the alignment reference. */
  language: string;
  apiKey: string;
  voiceId: string;
  /** Default "speech-02-hd". */
  model?: string;
  /** Our 0-2 speed (0 = normal), clamped to MiniMax's 0.5-2. */
  speed?: number;
  /** Loudness, (0, 10]. Default 1. */
  volume?: number;
  /** Semitones, -12 to 12. Default 0. */
  pitch?: number;
  emotion?: string;
  /** Older accounts address the API with their GroupId as a query parameter. */
  groupId?: string;
  /** Default 32000. */
  sampleRate?: number;
  /** Default 128000. */
  bitrate?: number;
}

const languageBoost: Record<string, string> = {
  en: 'English',
  zh: 'Chinese',
  es: 'Spanish',
  de: 'German',
};

/**
 * POST /v1/t2a_v2 without streaming: the reply is JSON with the audio hex-encoded in
 * `data.audio`, and errors arrive as HTTP 200 with a non-zero `base_resp.status_code`.
 */
export async function synthesizeMiniMax(request: MiniMaxRequest): Promise<ProviderSpeechResult> {
  const url = new URL('/v1/t2a_v2', request.baseUrl ?? MINIMAX_BASE_URL);
  if (request.groupId) url.searchParams.set('GroupId', request.groupId);
  const boost = languageBoost[request.language.toLowerCase().split(/[-_]/)[0]];
  const body = {
    model: request.model ?? 'speech-02-hd',
    text: request.text,
    stream: false,
    output_format: 'hex',
    ...(boost ? { language_boost: boost } : {}),
    voice_setting: {
      voice_id: request.voiceId,
      speed: effectiveSpeed(request.speed),
      vol: Math.min(10, Math.max(0.01, request.volume ?? 1)),
      pitch: Math.round(Math.min(12, Math.max(-12, request.pitch ?? 0))),
      ...(request.emotion ? { emotion: request.emotion } : {}),
    },
    audio_setting: {
      sample_rate: request.sampleRate ?? 32000,
      bitrate: request.bitrate ?? 128000,
      format: 'mp3',
      channel: 1,
    },
  };
  const response = await postJson(
    'minimax',
    url,
    { authorization: `Bearer ${request.apiKey}` },
    body,
    request.signal,
    request.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
  const raw = await response.text();
  const reply = parseReply(raw);
  const statusCode = reply?.base_resp?.status_code;
  if (!response.ok || statusCode !== 0) {
    throw new SpeechProviderError({
      provider: 'minimax',
      status: response.status,
      detail: reply?.base_resp?.status_msg || raw.trim() || response.statusText,
      ...(typeof statusCode === 'number' && statusCode !== 0 ? { providerCode: statusCode } : {}),
    });
  }
  const hex = reply?.data?.audio;
  if (typeof hex !== 'string' || hex.length === 0 || !/^[0-9a-f]+$/i.test(hex)) {
    throw new SpeechProviderError({
      provider: 'minimax',
      status: response.status,
      detail: 'reply has no hex audio in data.audio',
    });
  }
  return withAlignedTimeline(
    'minimax',
    Buffer.from(hex, 'hex'),
    `${body.audio_setting.format} as requested`,
    request.text,
    request.language,
    request.referenceVoice,
  );
}

interface MiniMaxReply {
  data?: { audio?: unknown; status?: number } | null;
  base_resp?: { status_code?: number; status_msg?: string };
}

function parseReply(raw: string): MiniMaxReply | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as MiniMaxReply) : undefined;
  } catch {
    return undefined;
  }
}
