/**
 * The speech timeline shared by speech synthesis, alignment and lip-sync rendering.
 * Times are in seconds from the start of the audio.
 */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

export interface TimedPhoneme {
  /** IPA symbol as produced by espeak-ng (e.g. "a", "ʃ", "iː"). */
  symbol: string;
  start: number;
  end: number;
}

export interface SpeechTimeline {
  /** Total audio duration in seconds. */
  duration: number;
  words: TimedWord[];
  phonemes: TimedPhoneme[];
}

/** Mono 16-bit PCM speech with its timeline. */
export interface SpeechResult {
  sampleRate: number;
  /** Mono samples in [-1, 1]. */
  samples: Float32Array;
  timeline: SpeechTimeline;
}
