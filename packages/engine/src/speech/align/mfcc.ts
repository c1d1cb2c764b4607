import type { PcmAudio } from '../wav';
import { createFft } from './fft';

/** Feature frames: `count` rows of `dims` values, row-major. */
export interface FeatureFrames {
  data: Float32Array;
  count: number;
  dims: number;
  /** Seconds between frame starts. */
  hop: number;
}

export interface MfccOptions {
  /** Upper edge of the mel filterbank; pick one both signals reach so their features compare. */
  maxFrequency?: number;
}

const HOP_SECONDS = 0.01;
const WINDOW_SECONDS = 0.025;
const MEL_BANDS = 32;
const COEFFICIENTS = 13;
const MIN_FREQUENCY = 60;

/**
 * Mel-frequency cepstral coefficients every 10 ms over 25 ms Hamming windows, normalised to zero
 * mean and unit variance per coefficient over the whole signal. The normalisation removes most of
 * the difference between two voices' timbre and loudness, leaving what was said.
 */
export function mfcc(audio: PcmAudio, options: MfccOptions = {}): FeatureFrames {
  const { samples, sampleRate } = audio;
  const windowLength = Math.round(WINDOW_SECONDS * sampleRate);
  let size = 1;
  while (size < windowLength) size <<= 1;
  const maxFrequency = Math.min(options.maxFrequency ?? 7600, sampleRate / 2);
  const bank = melFilterbank(size, sampleRate, maxFrequency);
  const window = Float64Array.from(
    { length: windowLength },
    (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (windowLength - 1)),
  );
  const count = Math.max(
    1,
    Math.floor((samples.length / sampleRate - WINDOW_SECONDS) / HOP_SECONDS) + 1,
  );
  const data = new Float32Array(count * COEFFICIENTS);
  const real = new Float64Array(size);
  const imag = new Float64Array(size);
  const power = new Float64Array(size / 2 + 1);
  const logMel = new Float64Array(MEL_BANDS);
  const fft = createFft(size);
  const dct = new Float64Array(COEFFICIENTS * MEL_BANDS);
  for (let c = 0; c < COEFFICIENTS; c++) {
    for (let band = 0; band < MEL_BANDS; band++) {
      dct[c * MEL_BANDS + band] = Math.cos((Math.PI * c * (band + 0.5)) / MEL_BANDS);
    }
  }

  const half = size / 2;
  const fill = (target: Float64Array, frame: number) => {
    target.fill(0);
    if (frame >= count) return;
    const start = Math.round(frame * HOP_SECONDS * sampleRate);
    for (let i = 0; i < windowLength; i++) {
      const at = start + i;
      const current = samples[at] ?? 0;
      const previous = at > 0 ? (samples[at - 1] ?? 0) : 0;
      target[i] = (current - 0.97 * previous) * window[i];
    }
  };
  const store = (frame: number) => {
    for (let band = 0; band < MEL_BANDS; band++) {
      let energy = 0;
      const { bins, weights } = bank[band];
      for (let i = 0; i < bins.length; i++) energy += power[bins[i]] * weights[i];
      logMel[band] = Math.log(energy + 1e-10);
    }
    for (let c = 0; c < COEFFICIENTS; c++) {
      let sum = 0;
      for (let band = 0; band < MEL_BANDS; band++) sum += logMel[band] * dct[c * MEL_BANDS + band];
      data[frame * COEFFICIENTS + c] = sum;
    }
  };

  // Two real frames share one complex FFT (one as the real part, one as the imaginary part);
  // their spectra are separated through the symmetry Z[N-k] of the combined transform.
  for (let frame = 0; frame < count; frame += 2) {
    fill(real, frame);
    fill(imag, frame + 1);
    fft.run(real, imag);
    for (const [which, target] of [
      [0, frame],
      [1, frame + 1],
    ] as const) {
      if (target >= count) break;
      for (let k = 0; k <= half; k++) {
        const mirror = (size - k) % size;
        const zr = real[k];
        const zi = imag[k];
        const mr = real[mirror];
        const mi = imag[mirror];
        // X = (Z[k] + conj Z[N-k]) / 2, Y = (Z[k] - conj Z[N-k]) / 2i
        const re = which === 0 ? (zr + mr) / 2 : (zi + mi) / 2;
        const im = which === 0 ? (zi - mi) / 2 : (mr - zr) / 2;
        power[k] = re * re + im * im;
      }
      store(target);
    }
  }
  normalise(data, count, COEFFICIENTS);
  return { data, count, dims: COEFFICIENTS, hop: HOP_SECONDS };
}

/** Triangular filters evenly spaced on the mel scale, as FFT bins and their weights. */
function melFilterbank(
  size: number,
  sampleRate: number,
  maxFrequency: number,
): { bins: Int32Array; weights: Float64Array }[] {
  const toMel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
  const toHz = (mel: number) => 700 * (10 ** (mel / 2595) - 1);
  const low = toMel(MIN_FREQUENCY);
  const high = toMel(maxFrequency);
  const edges = Array.from({ length: MEL_BANDS + 2 }, (_, i) =>
    toHz(low + ((high - low) * i) / (MEL_BANDS + 1)),
  );
  const binHz = sampleRate / size;
  return Array.from({ length: MEL_BANDS }, (_, band) => {
    const [left, centre, right] = [edges[band], edges[band + 1], edges[band + 2]];
    const bins: number[] = [];
    const weights: number[] = [];
    for (let bin = Math.floor(left / binHz); bin <= Math.ceil(right / binHz); bin++) {
      const hz = bin * binHz;
      const weight = hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre);
      if (weight > 0 && bin <= size / 2) {
        bins.push(bin);
        weights.push(weight);
      }
    }
    return { bins: Int32Array.from(bins), weights: Float64Array.from(weights) };
  });
}

function normalise(data: Float32Array, count: number, dims: number): void {
  for (let d = 0; d < dims; d++) {
    let mean = 0;
    for (let f = 0; f < count; f++) mean += data[f * dims + d];
    mean /= count;
    let variance = 0;
    for (let f = 0; f < count; f++) variance += (data[f * dims + d] - mean) ** 2;
    const scale = 1 / Math.sqrt(variance / count + 1e-8);
    for (let f = 0; f < count; f++) data[f * dims + d] = (data[f * dims + d] - mean) * scale;
  }
}
