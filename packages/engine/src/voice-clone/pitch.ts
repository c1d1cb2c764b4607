import { frameRms, HOP_SEC, speechGate } from './frames';

/** Human speaking F0 spans about 60 Hz (low male) to 450 Hz (child, excited female). */
const MIN_HZ = 60;
const MAX_HZ = 450;
/** YIN window: 30 ms holds two periods of the lowest pitch. */
const WINDOW_SEC = 0.03;
/**
 * YIN's aperiodicity threshold: below it a frame counts as voiced. The paper's 0.1-0.15 drops
 * most of the short, gliding vowels of fast speech; 0.25 keeps them, and the median and
 * percentiles we take are robust to the odd loose frame.
 */
const YIN_THRESHOLD = 0.25;
/** F0 under 450 Hz needs no more than 8 kHz sampling; halving the rate quarters YIN's work. */
const PITCH_RATE = 8_000;

/**
 * Fundamental frequency per 10 ms frame by YIN (cumulative-mean-normalised difference with
 * parabolic interpolation); 0 where the frame is silent or not periodic enough to be voiced.
 */
export function trackPitch(input: Float32Array, inputRate: number): Float32Array {
  const factor = Math.max(1, Math.floor(inputRate / PITCH_RATE));
  const samples = decimate(input, factor);
  const sampleRate = inputRate / factor;
  const hop = Math.round(sampleRate * HOP_SEC);
  const window = Math.round(sampleRate * WINDOW_SEC);
  const minLag = Math.floor(sampleRate / MAX_HZ);
  const maxLag = Math.ceil(sampleRate / MIN_HZ);
  const rms = frameRms(samples, sampleRate, WINDOW_SEC);
  const gate = speechGate(rms);
  const count = Math.max(0, Math.floor((samples.length - window - maxLag) / hop) + 1);
  const f0 = new Float32Array(count);
  const diff = new Float32Array(maxLag + 2);
  for (let f = 0; f < count; f++) {
    if (rms[f] < gate) continue;
    const start = f * hop;
    for (let lag = 1; lag <= maxLag + 1; lag++) {
      let sum = 0;
      for (let i = 0; i < window; i++) {
        const d = samples[start + i] - samples[start + i + lag];
        sum += d * d;
      }
      diff[lag] = sum;
    }
    // Cumulative-mean normalisation, in place.
    let running = 0;
    for (let lag = 1; lag <= maxLag + 1; lag++) {
      running += diff[lag];
      diff[lag] = running > 0 ? (diff[lag] * lag) / running : 1;
    }
    const lag = firstDip(diff, minLag, maxLag);
    if (lag === 0) continue;
    f0[f] = sampleRate / interpolate(diff, lag);
  }
  return f0;
}

/** The first lag under the threshold, followed down to its local minimum; 0 if none. */
function firstDip(cmnd: Float32Array, minLag: number, maxLag: number): number {
  for (let lag = minLag; lag <= maxLag; lag++) {
    if (cmnd[lag] < YIN_THRESHOLD) {
      while (lag + 1 <= maxLag && cmnd[lag + 1] < cmnd[lag]) lag++;
      return lag;
    }
  }
  return 0;
}

function interpolate(cmnd: Float32Array, lag: number): number {
  const a = cmnd[lag - 1];
  const b = cmnd[lag];
  const c = cmnd[lag + 1];
  const denominator = a - 2 * b + c;
  if (denominator <= 0) return lag;
  return lag + (a - c) / (2 * denominator);
}

/** Keeps every `factor`-th sample of a moving average over `factor` samples (a crude low-pass). */
function decimate(samples: Float32Array, factor: number): Float32Array {
  if (factor === 1) return samples;
  const out = new Float32Array(Math.floor(samples.length / factor));
  for (let i = 0; i < out.length; i++) {
    let sum = 0;
    for (let j = 0; j < factor; j++) sum += samples[i * factor + j];
    out[i] = sum / factor;
  }
  return out;
}
