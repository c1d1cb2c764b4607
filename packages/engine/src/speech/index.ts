// Public API of the speech half of the engine.

export { alignTimeline } from './align/align-timeline';
export { decodeAudio, encodeMp3 } from './audio-codec';
export { type AudioType, sniffAudioType } from './audio-type';
export { ESPEAK_SAMPLE_RATE, listEspeakVoices } from './espeak';
export { effectiveSpeed, type LocalSynthesisRequest, synthesizeLocal } from './local-tts';
export {
  ELEVENLABS_BASE_URL,
  type ElevenLabsRequest,
  type ElevenLabsVoiceSettings,
  synthesizeElevenLabs,
} from './providers/elevenlabs';
export { MINIMAX_BASE_URL, type MiniMaxRequest, synthesizeMiniMax } from './providers/minimax';
export { SpeechProviderError, type SpeechProviderName } from './providers/provider-error';
export type { ProviderCallOptions, ProviderSpeechResult } from './providers/provider-speech';
export {
  configureSpeechPool,
  defaultSpeechWorkers,
  type SpeechPoolStats,
  speechPool,
} from './speech-pool';
export { findStockVoice, type StockVoice, stockVoices, voiceSampleText } from './stock-voices';
export {
  defaultEspeakVoice,
  type EspeakVoiceSpec,
  type FliteVoiceName,
  type FliteVoiceSpec,
  fliteVoiceNames,
  isFliteSpec,
  type LocalVoiceSpec,
  localModelName,
  type SpeechLanguage,
} from './voice-spec';
export { decodeWav, encodeWav, type PcmAudio } from './wav';
