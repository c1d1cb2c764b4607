import { VOICE_PEAKS_COUNT } from '@talkreel/contract';
import { decodeAudio } from '@talkreel/engine';

/**
 * A sample's waveform: the loudest absolute sample in each of `count` equal slices, scaled so
 * the loudest slice is 100 (a quiet recording still shows its shape) and rounded to whole
 * numbers (the card draws a few dozen bars; 200 integers keep a voice list small). Silence
 * stays 0; an empty or silent sample is all zeros.
 */
export function peaksOf(samples: Float32Array, count = VOICE_PEAKS_COUNT): number[] {
  const raw = new Array<number>(count).fill(0);
  if (samples.length === 0) return raw;
  for (let slice = 0; slice < count; slice++) {
    const from = Math.floor((slice * samples.length) / count);
    const to = Math.max(from + 1, Math.floor(((slice + 1) * samples.length) / count));
    let peak = 0;
    for (let i = from; i < to && i < samples.length; i++) {
      const v = Math.abs(samples[i]);
      if (v > peak) peak = v;
    }
    raw[slice] = peak;
  }
  const loudest = Math.max(...raw);
  return loudest > 0 ? raw.map((v) => Math.round((v / loudest) * 100)) : raw;
}

/** The waveform of a stored sample's bytes (mp3 or wav), decoded by ffmpeg. */
export async function samplePeaks(bytes: Uint8Array): Promise<number[]> {
  const { samples } = await decodeAudio(bytes);
  return peaksOf(samples);
}

/** Peaks as the voices table keeps them. */
export const storedPeaks = (peaks: number[]) => JSON.stringify(peaks);

/** The stored peaks as the wire sends them: null when none (yet) or undecodable (`[]`). */
export function wirePeaks(stored: string | null): number[] | null {
  if (!stored) return null;
  const peaks = JSON.parse(stored) as unknown;
  return Array.isArray(peaks) && peaks.length > 0 ? (peaks as number[]) : null;
}
