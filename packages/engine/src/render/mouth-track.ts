import type { TimedPhoneme } from '../timeline.js';
import { type MouthShape, mixMouth, restMouth } from './mouth-shape.js';
import { isSilencePhoneme, visemeShapes, visemesForPhoneme } from './visemes.js';

interface MouthKey {
  t: number;
  shape: MouthShape;
}

/** Pauses longer than this close the mouth and hold it still. */
export const pauseThresholdSec = 0.12;
/** How long the lips take to settle into / leave the rest pose around a pause. */
const settleSec = 0.06;
/** Lips start moving slightly before the sound does (anticipatory coarticulation). */
const anticipationSec = 0.08;

export interface MouthTrack {
  at(t: number): MouthShape;
}

/** Smoothstep: zero velocity at each key, so the mouth eases into and out of every viseme. */
function ease(k: number): number {
  return k * k * (3 - 2 * k);
}

function speechPhonemes(phonemes: TimedPhoneme[]): TimedPhoneme[] {
  return phonemes
    .filter((p) => !isSilencePhoneme(p.symbol) && p.end > p.start)
    .sort((a, b) => a.start - b.start);
}

/**
 * Builds the mouth animation for a phoneme timeline. Each phoneme contributes a key at its centre
 * (two for diphthongs); between keys the shape eases, which blends neighbours the way real speech
 * does. Gaps longer than `pauseThresholdSec` get rest keys at both ends, so the mouth is closed and
 * perfectly still inside a pause.
 */
export function buildMouthTrack(phonemes: TimedPhoneme[]): MouthTrack {
  const spoken = speechPhonemes(phonemes);
  const keys: MouthKey[] = [{ t: 0, shape: restMouth }];
  let prevEnd = -Infinity;
  for (const p of spoken) {
    const gap = p.start - prevEnd;
    if (gap > pauseThresholdSec) {
      if (Number.isFinite(prevEnd)) keys.push({ t: prevEnd + settleSec, shape: restMouth });
      keys.push({ t: Math.max(0, p.start - anticipationSec), shape: restMouth });
    }
    const visemes = visemesForPhoneme(p.symbol);
    const dur = p.end - p.start;
    if (visemes.length === 1) {
      keys.push({ t: p.start + dur * 0.5, shape: visemeShapes[visemes[0]] });
    } else {
      visemes.forEach((v, i) => {
        const k = visemes.length === 2 ? (i === 0 ? 0.3 : 0.78) : (i + 0.5) / visemes.length;
        keys.push({ t: p.start + dur * k, shape: visemeShapes[v] });
      });
    }
    prevEnd = Math.max(prevEnd, p.end);
  }
  if (Number.isFinite(prevEnd)) keys.push({ t: prevEnd + settleSec, shape: restMouth });
  keys.sort((a, b) => a.t - b.t);
  // Keys closer than a millisecond fight each other; keep the later one.
  const merged: MouthKey[] = [];
  for (const key of keys) {
    const last = merged[merged.length - 1];
    if (last && key.t - last.t < 0.001) merged[merged.length - 1] = key;
    else merged.push(key);
  }
  return {
    at(t: number): MouthShape {
      if (t <= merged[0].t) return merged[0].shape;
      const last = merged[merged.length - 1];
      if (t >= last.t) return last.shape;
      let lo = 0;
      let hi = merged.length - 1;
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (merged[mid].t <= t) lo = mid;
        else hi = mid;
      }
      const a = merged[lo];
      const b = merged[hi];
      return mixMouth(a.shape, b.shape, ease((t - a.t) / (b.t - a.t)));
    },
  };
}
