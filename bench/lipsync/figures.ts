/**
 * The lip-sync gate's figures for one clip, from the mouth opening measured on its frames and the
 * speech it was rendered from (audio and phoneme timing). Pure functions: the bench feeds them
 * what it read from the MP4, the tests feed them made-up tracks.
 */
import type { SpeechResult, TimedPhoneme } from '@talkreel/engine';
import { isSilencePhoneme, visemesForPhoneme } from '../../packages/engine/src/render/visemes';

export const fps = 25;
/** Lags tried between mouth and sound, ms; negative: the mouth moves before the sound. */
const maxLagMs = 300;
const lagStepMs = 10;
/** How near a bilabial the lips must seal: ±40 ms, as the issue sets it. */
export const bilabialSlackSec = 0.04;
/** Pauses longer than this must hold the mouth still and closed. */
export const pauseMinSec = 0.3;
/**
 * Frames this close to speech on either side of a pause are not judged: lips open before the
 * sound (anticipation) and settle after it, in real speech as in our mouth track.
 */
export const pauseEdgeSec = 0.1;

export interface ClipFigures {
  /** Lag of the best correlation, ms (negative: the mouth leads). */
  lagMs: number;
  /** Pearson r of mouth opening and speech loudness at that lag. */
  r: number;
  bilabials: number;
  /** Bilabials with the mouth at its closed state within ±40 ms. */
  sealed: number;
  pauseFrames: number;
  stillFrames: number;
  visemeChanges: number;
  /** Viseme changes where the mouth region changed more than the limit in one frame. */
  jumps: number;
  /** When the jumps happened, s. */
  jumpTimes: number[];
  /** Largest frame-to-frame change of the mouth region at a viseme change (as given in `change`). */
  maxChange: number;
  /** The frame that step reached (change[k] is from k-1 to k); -1 without viseme changes. */
  maxChangeFrame: number;
}

/** RMS of the audio in a 40 ms window centred on `t` (also the render bench's lip figure). */
export function loudness(speech: { samples: Float32Array; sampleRate: number }, t: number): number {
  const { samples, sampleRate } = speech;
  const from = Math.max(0, Math.round((t - 0.02) * sampleRate));
  const to = Math.min(samples.length, Math.round((t + 0.02) * sampleRate));
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i] * samples[i];
  return to > from ? Math.sqrt(sum / (to - from)) : 0;
}

export function correlation(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = a.length;
  if (n < 3) return 0;
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += a[i];
    mb += b[i];
  }
  ma /= n;
  mb /= n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i] - ma) * (b[i] - mb);
    saa += (a[i] - ma) ** 2;
    sbb += (b[i] - mb) ** 2;
  }
  return saa > 0 && sbb > 0 ? sab / Math.sqrt(saa * sbb) : 0;
}

/** The lag at which the mouth's opening best follows the loudness, and r there. */
export function bestLag(opening: number[], speech: SpeechResult): { lagMs: number; r: number } {
  const frames = opening.map((v, k) => [k, v]).filter(([, v]) => Number.isFinite(v));
  const open = frames.map(([, v]) => v);
  let best = { lagMs: 0, r: Number.NEGATIVE_INFINITY };
  for (let lagMs = -maxLagMs; lagMs <= maxLagMs; lagMs += lagStepMs) {
    const env = frames.map(([k]) => loudness(speech, k / fps - lagMs / 1000));
    const r = correlation(open, env);
    // Ties go to the lag nearest zero (a flat stretch of r must not drift to an edge).
    if (
      r > best.r + 1e-9 ||
      (Math.abs(r - best.r) <= 1e-9 && Math.abs(lagMs) < Math.abs(best.lagMs))
    )
      best = { lagMs, r };
  }
  return best;
}

const spokenPhonemes = (phonemes: TimedPhoneme[]) =>
  phonemes
    .filter((p) => !isSilencePhoneme(p.symbol) && p.end > p.start)
    .sort((a, b) => a.start - b.start);

/** Frame indices whose time lies in [from, to]. */
function framesIn(from: number, to: number, count: number): number[] {
  const out: number[] = [];
  for (
    let k = Math.max(0, Math.ceil(from * fps));
    k <= Math.min(count - 1, Math.floor(to * fps));
    k++
  )
    out.push(k);
  return out;
}

/**
 * When the lips must be sealed for each /p b m/: the phoneme's time, or the first half of a fused
 * syllable ("ma" in Mandarin, which espeak times as one), widened by the ±40 ms slack.
 */
export function bilabialWindows(phonemes: TimedPhoneme[]): { from: number; to: number }[] {
  return spokenPhonemes(phonemes)
    .map((p) => ({ p, visemes: visemesForPhoneme(p.symbol) }))
    .filter(({ visemes }) => visemes[0] === 'MBP')
    .map(({ p, visemes }) => ({
      from: p.start - bilabialSlackSec,
      to: (visemes.length > 1 ? (p.start + p.end) / 2 : p.end) + bilabialSlackSec,
    }));
}

/** The inside of every pause over 300 ms between spoken phonemes, edges left out. */
export function pauseSpans(phonemes: TimedPhoneme[]): { from: number; to: number }[] {
  const spoken = spokenPhonemes(phonemes);
  const spans: { from: number; to: number }[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const p of spoken) {
    if (Number.isFinite(end) && p.start - end > pauseMinSec) {
      spans.push({ from: end + pauseEdgeSec, to: p.start - pauseEdgeSec });
    }
    end = Math.max(end, p.end);
  }
  return spans;
}

/** Times where one phoneme's viseme gives way to a different one. */
export function visemeChangeTimes(phonemes: TimedPhoneme[]): number[] {
  const spoken = spokenPhonemes(phonemes);
  const times: number[] = [];
  for (let i = 1; i < spoken.length; i++) {
    const a = visemesForPhoneme(spoken[i - 1].symbol);
    const b = visemesForPhoneme(spoken[i].symbol);
    if (a[a.length - 1] !== b[0]) times.push(spoken[i].start);
  }
  return times;
}

export interface ClipMeasure {
  opening: number[];
  /** Change of the mouth region from frame k-1 to frame k (in the jump limit's unit); change[0] = 0. */
  change: number[];
}

export interface Thresholds {
  /** Opening (÷ face height) at or below which the mouth counts as closed. */
  closed: number;
  /** Frame-to-frame change of the mouth region above which a viseme change is a jump. */
  jump: number;
}

export function clipFigures(m: ClipMeasure, speech: SpeechResult, t: Thresholds): ClipFigures {
  const { opening, change } = m;
  const n = opening.length;
  const closed = (k: number) => Number.isFinite(opening[k]) && opening[k] <= t.closed;
  const { lagMs, r } = bestLag(opening, speech);
  const windows = bilabialWindows(speech.timeline.phonemes);
  const sealed = windows.filter((w) => framesIn(w.from, w.to, n).some(closed)).length;
  const pauseFrames = pauseSpans(speech.timeline.phonemes).flatMap((s) =>
    framesIn(s.from, s.to, n),
  );
  const changes = visemeChangeTimes(speech.timeline.phonemes);
  const jumpTimes: number[] = [];
  let maxChange = 0;
  let maxChangeFrame = -1;
  for (const time of changes) {
    // The two frame steps around the change: the one that reaches it and the one that leaves.
    const k = Math.round(time * fps);
    for (const step of [k, k + 1]) {
      if ((change[step] ?? 0) > maxChange || maxChangeFrame < 0) {
        maxChange = change[step] ?? 0;
        maxChangeFrame = step;
      }
    }
    if (Math.max(change[k] ?? 0, change[k + 1] ?? 0) > t.jump) jumpTimes.push(time);
  }
  return {
    lagMs,
    r,
    bilabials: windows.length,
    sealed,
    pauseFrames: pauseFrames.length,
    stillFrames: pauseFrames.filter(closed).length,
    visemeChanges: changes.length,
    jumps: jumpTimes.length,
    jumpTimes,
    maxChange,
    maxChangeFrame,
  };
}

/** Mean absolute change of two same-sized RGB crops, on gray levels 0..255. */
export function cropChange(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 3) {
    const ga = 0.3 * a[i] + 0.59 * a[i + 1] + 0.11 * a[i + 2];
    const gb = 0.3 * b[i] + 0.59 * b[i + 1] + 0.11 * b[i + 2];
    sum += Math.abs(ga - gb);
  }
  return sum / (a.length / 3);
}
