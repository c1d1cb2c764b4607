// Public API of the speech half of the engine.
export { decodeAudio, encodeMp3 } from './audio-codec';
export { ESPEAK_SAMPLE_RATE, listEspeakVoices } from './espeak';
export { effectiveSpeed, type LocalSynthesisRequest, synthesizeLocal } from './local-tts';
export { findStockVoice, type StockVoice, stockVoices, voiceSampleText } from './stock-voices';
export { defaultEspeakVoice, type LocalVoiceSpec, type SpeechLanguage } from './voice-spec';
export { decodeWav, encodeWav, type PcmAudio } from './wav';
