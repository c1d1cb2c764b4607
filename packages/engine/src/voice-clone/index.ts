// Public API of voice cloning: provider clones and the offline voice match.

export type { CloneAudioFile } from './clone-audio-file';
export { cloneElevenLabsVoice, type ElevenLabsCloneRequest } from './elevenlabs-clone';
export { cloneMiniMaxVoice, type MiniMaxCloneRequest } from './minimax-clone';
