import type { SpeechResult } from '../../timeline';
import { decodeAudio } from '../audio-codec';
import { sniffAudioType } from '../audio-type';
import { speechPool } from '../speech-pool';
import { defaultEspeakVoice, type LocalVoiceSpec, type SpeechLanguage } from '../voice-spec';
import { SpeechProviderError, type SpeechProviderName } from './provider-error';

/** Speech from a cloud provider: decoded audio, its aligned timeline and the original file. */
export interface ProviderSpeechResult extends SpeechResult {
  /** The bytes the provider sent, to store without re-encoding. */
  audio: Buffer;
  /** The type of those bytes, judged by their content (see audio-type.ts). */
  mimeType: string;
  /** File extension for that type, without the dot. */
  extension: string;
}

/** Options every provider adapter takes besides its own settings. */
export interface ProviderCallOptions {
  /** Overrides the provider's API address (a proxy, a regional endpoint, a test server). */
  baseUrl?: string;
  signal?: AbortSignal;
  /** Milliseconds before giving up on the provider; long scripts take a while. Default 120 s. */
  timeoutMs?: number;
  /** espeak voice for the alignment reference; by default the language's standard voice. */
  referenceVoice?: LocalVoiceSpec;
}

export const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * Providers return audio without (or with paid-extra) timing, so we make our own: espeak speaks
 * the same script, which gives exact word and phoneme times, and those are warped onto the
 * provider's audio. `claimedType` (the content-type header, or the format asked for) only
 * describes a refusal in the log: the audio is typed by its bytes.
 */
export async function withAlignedTimeline(
  provider: SpeechProviderName,
  audio: Buffer,
  claimedType: string,
  text: string,
  language: string,
  referenceVoice: LocalVoiceSpec | undefined,
): Promise<ProviderSpeechResult> {
  // A proxy or captive portal can answer 200 with a web page; that is the provider's failure.
  const notAudio = (error?: unknown) =>
    new SpeechProviderError({
      provider,
      status: 200,
      detail: `reply is not audio (${claimedType}, ${audio.length} bytes)`,
      cause: error,
    });
  const type = sniffAudioType(audio);
  if (!type) throw notAudio();
  const decoded = await decodeAudio(audio).catch((error: unknown) => {
    throw notAudio(error);
  });
  // Speaking the reference and aligning both take a while: they run on a speech worker.
  const timeline = await speechPool().alignTo(
    { text, language, voice: referenceVoice ?? { espeakVoice: referenceEspeakVoice(language) } },
    decoded,
  );
  return {
    sampleRate: decoded.sampleRate,
    samples: decoded.samples,
    timeline,
    audio,
    mimeType: type.mimeType,
    extension: type.extension,
  };
}

function referenceEspeakVoice(language: string): string {
  const base = language.toLowerCase().split(/[-_]/)[0] as SpeechLanguage;
  const voice = defaultEspeakVoice[base];
  if (!voice) throw new Error(`no reference voice for language "${language}"; pass referenceVoice`);
  return voice;
}
