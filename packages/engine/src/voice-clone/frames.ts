/** Analysis frames every 10 ms: fine enough for syllables (~150-300 ms) and pitch contours. */
export const HOP_SEC = 0.01;

/** Root-mean-square level of each frame of `windowSec`, one per hop. */
export function frameRms(
  samples: Float32Array,
  sampleRate: number,
  windowSec: number,
): Float32Array {
  const hop = Math.round(sampleRate * HOP_SEC);
  const window = Math.round(sampleRate * windowSec);
  const count = Math.max(0, Math.floor((samples.length - window) / hop) + 1);
  const out = new Float32Array(count);
  for (let f = 0; f < count; f++) {
    let sum = 0;
    const start = f * hop;
    for (let i = 0; i < window; i++) sum += samples[start + i] ** 2;
    out[f] = Math.sqrt(sum / window);
  }
  return out;
}

/** The p-th percentile (0-100) of the values, by linear interpolation; NaN when empty. */
export function percentile(values: ArrayLike<number>, p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Array.from(values).sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.min(sorted.length - 1, low + 1);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

/** Frames loud enough to be speech: within 30 dB of the loud end of the recording. */
export function speechGate(rms: Float32Array): number {
  return Math.max(1e-4, percentile(rms, 95) * 10 ** (-30 / 20));
}
