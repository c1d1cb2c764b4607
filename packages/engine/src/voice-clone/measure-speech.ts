import { runFfmpegPipe } from '../speech/audio-codec';
import { decodeWav } from '../speech/wav';
import { percentile } from './frames';
import { trackPitch } from './pitch';
import { spectralCentroid } from './spectrum';
import { syllableRate } from './syllables';

/** Analysis rate: speech's formants and F0 fit under 8 kHz, and every input is judged alike. */
const ANALYSIS_RATE = 16_000;
/**
 * Only the first minute is measured: a voice's pitch and pace settle within seconds, and a
 * 10 MB MP3 can run ten minutes, which would hold the thread for seconds of pitch tracking.
 */
const MAX_ANALYSIS_SEC = 60;
/** Fewer voiced frames than this (0.5 s) is not enough speech to judge a voice by. */
const MIN_VOICED_FRAMES = 50;

export interface VoiceMeasures {
  /** Median F0 of the voiced frames. */
  pitchMedianHz: number;
  /** 10th to 90th percentile of F0: how much the voice moves. */
  pitchRangeHz: number;
  /** Syllable nuclei per second of speech (pauses under 0.3 s count as speech). */
  syllablesPerSecond: number;
  /** Mean spectral centroid of the speech frames, Hz. */
  brightness: number;
}

/** The recording holds too little voiced speech to measure. */
export class NoSpeechError extends Error {
  constructor() {
    super('The recording has too little speech to match a voice to it');
    this.name = 'NoSpeechError';
  }
}

/** Decodes any audio ffmpeg reads to mono 16 kHz and measures the voice in it. */
export async function measureSpeech(audio: Uint8Array): Promise<VoiceMeasures> {
  const wav = await runFfmpegPipe(
    [
      ...['-i', 'pipe:0', '-t', String(MAX_ANALYSIS_SEC), '-vn', '-ac', '1'],
      ...['-ar', String(ANALYSIS_RATE)],
      ...['-c:a', 'pcm_f32le', '-f', 'wav', 'pipe:1'],
    ],
    audio,
  );
  const { samples, sampleRate } = decodeWav(wav);
  const f0 = trackPitch(samples, sampleRate);
  const voiced = f0.filter((hz) => hz > 0);
  if (voiced.length < MIN_VOICED_FRAMES) throw new NoSpeechError();
  const { syllables, speechSec } = syllableRate(samples, sampleRate, f0);
  return {
    pitchMedianHz: percentile(voiced, 50),
    pitchRangeHz: percentile(voiced, 90) - percentile(voiced, 10),
    syllablesPerSecond: speechSec > 0 ? syllables / speechSec : 0,
    brightness: spectralCentroid(samples, sampleRate),
  };
}
