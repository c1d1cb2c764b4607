// Public API of voice cloning: provider clones and the offline voice match.

export type { CloneAudioFile } from './clone-audio-file';
export { cloneElevenLabsVoice, type ElevenLabsCloneRequest } from './elevenlabs-clone';
export { deleteElevenLabsVoice, type ProviderVoiceDeletion } from './elevenlabs-delete';
export { extractAudioTrack } from './extract-audio';
export { type LocalVoiceMatch, matchLocalVoice } from './match-local-voice';
export { NoSpeechError, type VoiceMeasures } from './measure-speech';
export { cloneMiniMaxVoice, type MiniMaxCloneRequest } from './minimax-clone';
export { deleteMiniMaxVoice } from './minimax-delete';
export { NoAudioTrackError } from './no-audio-track-error';
