import { VoiceProvider, type VoiceSettings } from '@talkreel/contract';
import {
  findStockVoice,
  type LocalVoiceSpec,
  type ProviderSpeechResult,
  type SpeechResult,
  synthesizeElevenLabs,
  synthesizeLocal,
  synthesizeMiniMax,
} from '@talkreel/engine';
import type { AppContext } from '../../../app-context';
import type { VoiceRow } from '../voice-items';
import { encodeMp3WithHeader } from './mp3-file';

/** Speech plus the audio file to store (MP3 for local voices, the provider's bytes otherwise). */
export interface VoiceSpeech {
  speech: SpeechResult;
  audio: Buffer;
  /** The file's type, from its content (providers' headers are not trusted). */
  mimeType: string;
  /** File extension for that type, without the dot. */
  extension: string;
}

/**
 * The voice cannot speak on this server: its provider has no key, or its definition is broken.
 * Trying again will not help, so videos fail at once instead of retrying.
 */
export class SpeechUnavailableError extends Error {}

/**
 * Speaks `text` with the voice's own engine: espeak or Flite offline (its local spec says
 * which), or the provider its model names.
 */
export async function synthesizeWithVoice(
  ctx: AppContext,
  voice: VoiceRow,
  text: string,
  settings: VoiceSettings,
): Promise<VoiceSpeech> {
  const language = voice.language ?? guessLanguage(text);
  switch (voice.provider) {
    case VoiceProvider.LOCAL: {
      const speech = await synthesizeLocal({
        text,
        language,
        voice: localSpecOf(voice),
        speed: settings.speed,
      });
      const audio = await encodeMp3WithHeader(speech.samples, speech.sampleRate);
      return { speech, audio, mimeType: 'audio/mpeg', extension: 'mp3' };
    }
    case VoiceProvider.ELEVENLABS: {
      const account = ctx.config.speechProviders.elevenlabs;
      if (!account) throw new SpeechUnavailableError('ELEVENLABS_API_KEY is not set');
      const result = await synthesizeElevenLabs({
        text,
        language,
        apiKey: account.apiKey,
        baseUrl: account.baseUrl,
        voiceId: voice.voice_tts_id,
        modelId: voice.model_name || undefined,
        voiceSettings: {
          stability: settings.stability,
          similarityBoost: settings.similarity_boost,
          style: settings.style_exaggeration,
        },
        speed: settings.speed,
      });
      return audioOf(result);
    }
    case VoiceProvider.MINIMAX: {
      const account = ctx.config.speechProviders.minimax;
      if (!account) throw new SpeechUnavailableError('MINIMAX_API_KEY is not set');
      const result = await synthesizeMiniMax({
        text,
        language,
        apiKey: account.apiKey,
        baseUrl: account.baseUrl,
        groupId: account.groupId,
        voiceId: voice.voice_tts_id,
        model: voice.model_name || undefined,
        speed: settings.speed,
      });
      return audioOf(result);
    }
    default:
      throw new SpeechUnavailableError(`Unknown voice provider "${voice.provider}"`);
  }
}

const audioOf = (result: ProviderSpeechResult): VoiceSpeech => ({
  speech: result,
  audio: result.audio,
  mimeType: result.mimeType,
  extension: result.extension,
});

/** The settings that change what a voice's engine produces; only these key the cache. */
export function effectiveSettings(provider: string, settings: VoiceSettings) {
  if (provider === VoiceProvider.ELEVENLABS) return settings;
  // espeak and MiniMax take only the speed.
  return { speed: settings.speed };
}

function localSpecOf(voice: VoiceRow): LocalVoiceSpec {
  if (voice.local_spec) return JSON.parse(voice.local_spec) as LocalVoiceSpec;
  const stock = findStockVoice(voice.voice_tts_id);
  if (!stock) throw new SpeechUnavailableError(`Voice ${voice.id} has no local voice definition`);
  return stock.local;
}

/** A script's language when the voice does not say: Chinese if it has Han characters. */
export const guessLanguage = (text: string) => (/[\u3400-\u9fff]/.test(text) ? 'zh' : 'en');
