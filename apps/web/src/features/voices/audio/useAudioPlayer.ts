export type AudioPlayerState = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

export interface AudioPlayer {
  state: AudioPlayerState;
  toggle(): void;
  play(): void;
  pause(): void;
  stop(): void;
}

/** Plays one audio address; only one player in the app plays at a time. */
export function useAudioPlayer(_src: string | null | undefined): AudioPlayer {
  return { state: 'idle', toggle() {}, play() {}, pause() {}, stop() {} };
}
