import { frameRms, HOP_SEC, speechGate } from './frames';

/** Syllable nuclei stand out of their neighbours by at least 2 dB (de Jong & Wempe 2009). */
const MIN_DIP_DB = 2;
/** Pauses shorter than this are part of speaking, not a break from it. */
const MAX_GAP_FRAMES = 30;
/** Loudness envelope over 50 ms windows: smooths out single pitch periods, keeps syllables. */
const ENVELOPE_SEC = 0.05;

/**
 * Speaking rate: voiced loudness peaks (syllable nuclei) per second of speech, where speech is
 * the time above the silence gate with short pauses bridged.
 */
export function syllableRate(
  samples: Float32Array,
  sampleRate: number,
  f0: Float32Array,
): { syllables: number; speechSec: number } {
  const rms = frameRms(samples, sampleRate, ENVELOPE_SEC);
  const gate = speechGate(rms);
  const db = Array.from(rms, (value) => 20 * Math.log10(Math.max(value, 1e-6)));
  const voicedNear = (frame: number) => {
    for (let f = Math.max(0, frame - 3); f <= Math.min(f0.length - 1, frame + 3); f++) {
      if (f0[f] > 0) return true;
    }
    return false;
  };

  const peaks: number[] = [];
  let lowestSincePeak = Number.POSITIVE_INFINITY;
  for (let f = 1; f < db.length - 1; f++) {
    lowestSincePeak = Math.min(lowestSincePeak, db[f]);
    const isPeak = db[f] >= db[f - 1] && db[f] > db[f + 1] && rms[f] >= gate * 4 && voicedNear(f);
    if (!isPeak) continue;
    const previous = peaks.at(-1);
    if (previous === undefined || lowestSincePeak <= Math.min(db[previous], db[f]) - MIN_DIP_DB) {
      peaks.push(f);
      lowestSincePeak = db[f];
    } else if (db[f] > db[previous]) {
      // No real dip since the last peak: one nucleus, at the louder of the two.
      peaks[peaks.length - 1] = f;
      lowestSincePeak = db[f];
    }
  }
  return { syllables: peaks.length, speechSec: speechFrames(rms, gate) * HOP_SEC };
}

function speechFrames(rms: Float32Array, gate: number): number {
  let total = 0;
  let gap = 0;
  let started = false;
  for (const value of rms) {
    if (value >= gate) {
      if (started && gap <= MAX_GAP_FRAMES) total += gap;
      total++;
      gap = 0;
      started = true;
    } else {
      gap++;
    }
  }
  return total;
}
