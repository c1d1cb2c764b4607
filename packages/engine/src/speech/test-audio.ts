// Test support: "provider" audio made from our own speech, so the true timing is known.

import { runFfmpegPipe } from './audio-codec';
import type { PcmAudio } from './wav';
import { encodeWav } from './wav';

/** The speech sped up by `tempo` (pitch kept, as a faster speaker would) as a 44.1 kHz MP3. */
export function stretchedMp3(
  samples: Float32Array,
  sampleRate: number,
  tempo: number,
): Promise<Buffer> {
  return runFfmpegPipe(
    [
      ...['-f', 'wav', '-i', 'pipe:0', '-filter:a', `atempo=${tempo}`, '-ar', '44100'],
      ...['-c:a', 'libmp3lame', '-b:a', '96k', '-f', 'mp3', 'pipe:1'],
    ],
    encodeWav(samples, sampleRate),
  );
}

/** Median fundamental frequency (Hz) of voiced 40 ms frames, by autocorrelation. */
export function medianPitch({ samples, sampleRate }: PcmAudio): number {
  const frame = Math.round(sampleRate * 0.04);
  const minLag = Math.round(sampleRate / 400);
  const maxLag = Math.round(sampleRate / 60);
  const pitches: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += frame) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += samples[start + i] ** 2;
    if (energy / frame < 0.002) continue;
    let bestLag = 0;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      for (let i = 0; i < frame; i++) sum += samples[start + i] * samples[start + i + lag];
      if (sum > best) {
        best = sum;
        bestLag = lag;
      }
    }
    if (best > 0.5 * energy) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}
