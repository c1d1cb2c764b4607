import { frameRms, HOP_SEC, speechGate } from './frames';

const FFT_SIZE = 512;

/**
 * Brightness as the mean spectral centroid (Hz) of the speech frames: darker voices and muffled
 * recordings sit lower, bright or breathy ones higher.
 */
export function spectralCentroid(samples: Float32Array, sampleRate: number): number {
  const hop = Math.round(sampleRate * HOP_SEC);
  const rms = frameRms(samples, sampleRate, FFT_SIZE / sampleRate);
  const gate = speechGate(rms);
  const hann = Float32Array.from(
    { length: FFT_SIZE },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FFT_SIZE),
  );
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  let total = 0;
  let frames = 0;
  for (let f = 0; f < rms.length; f++) {
    // Every other frame is plenty for an average and halves the work.
    if (rms[f] < gate || f % 2 === 1) continue;
    const start = f * hop;
    for (let i = 0; i < FFT_SIZE; i++) {
      re[i] = samples[start + i] * hann[i];
      im[i] = 0;
    }
    fft(re, im);
    let weighted = 0;
    let sum = 0;
    for (let k = 1; k < FFT_SIZE / 2; k++) {
      const magnitude = Math.hypot(re[k], im[k]);
      weighted += magnitude * ((k * sampleRate) / FFT_SIZE);
      sum += magnitude;
    }
    if (sum > 0) {
      total += weighted / sum;
      frames++;
    }
  }
  return frames === 0 ? 0 : total / frames;
}

/** In-place iterative radix-2 FFT; the length must be a power of two. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j], re[i]];
      [im[i], im[j]] = [im[j], im[i]];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const wr = Math.cos(angle * k);
        const wi = Math.sin(angle * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b] * wr - im[b] * wi;
        const ti = re[b] * wi + im[b] * wr;
        re[b] = re[a] - tr;
        im[b] = im[a] - ti;
        re[a] += tr;
        im[a] += ti;
      }
    }
  }
}
