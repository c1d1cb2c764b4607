import type { SpeechResult, TimedPhoneme } from '@talkreel/engine';
import { describe, expect, it } from 'vitest';
import { bestLag, bilabialWindows, clipFigures, fps, pauseSpans } from './figures';
import { missedGoals, summarise } from './goals';

const sampleRate = 8000;

/** Speech whose loudness is `level(t)` (a 200 Hz tone scaled by it), with the given phonemes. */
function speech(
  seconds: number,
  level: (t: number) => number,
  phonemes: TimedPhoneme[],
): SpeechResult {
  const samples = new Float32Array(seconds * sampleRate);
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    samples[i] = level(t) * Math.sin(2 * Math.PI * 200 * t);
  }
  return { sampleRate, samples, timeline: { duration: seconds, words: [], phonemes } };
}

/** Syllables at 4 Hz: loud in the middle of each 250 ms, silent between. */
const syllables = (t: number) => Math.max(0, Math.sin(2 * Math.PI * 4 * t));
const framesOf = (seconds: number, f: (t: number) => number) =>
  Array.from({ length: seconds * fps }, (_, k) => f(k / fps));

describe('lip-sync figures', () => {
  it('finds the lag at which the mouth follows the sound, with its sign', () => {
    const s = speech(4, syllables, []);
    // The mouth opens 80 ms before the sound: it leads, so the lag is negative.
    const leading = bestLag(
      framesOf(4, (t) => syllables(t + 0.08)),
      s,
    );
    expect(leading.lagMs).toBeGreaterThanOrEqual(-90);
    expect(leading.lagMs).toBeLessThanOrEqual(-70);
    expect(leading.r).toBeGreaterThan(0.9);
    const trailing = bestLag(
      framesOf(4, (t) => syllables(t - 0.12)),
      s,
    );
    expect(trailing.lagMs).toBeGreaterThanOrEqual(110);
    expect(trailing.lagMs).toBeLessThanOrEqual(130);
  });

  it('gives a fused Mandarin syllable its first half as the bilabial window', () => {
    const windows = bilabialWindows([
      { symbol: 'ma', start: 1, end: 1.2 },
      { symbol: 'p', start: 2, end: 2.06 },
      { symbol: 'a', start: 2.06, end: 2.3 },
    ]);
    expect(windows).toHaveLength(2);
    expect(windows[0].from).toBeCloseTo(0.96);
    expect(windows[0].to).toBeCloseTo(1.14);
    expect(windows[1].to).toBeCloseTo(2.1);
  });

  it('judges only the inside of pauses over 300 ms', () => {
    const spans = pauseSpans([
      { symbol: 'a', start: 0, end: 0.5 },
      { symbol: 'b', start: 0.7, end: 1 },
      { symbol: '_', start: 1, end: 2 },
      { symbol: 'a', start: 2, end: 2.4 },
    ]);
    expect(spans).toEqual([{ from: 1.1, to: 1.9 }]);
  });

  it('fails a mouth that stays open on /m/ and in the pause, and jumps', () => {
    const phonemes: TimedPhoneme[] = [
      { symbol: 'a', start: 0.2, end: 0.6 },
      { symbol: 'm', start: 0.6, end: 0.7 },
      { symbol: 'a', start: 0.7, end: 1.0 },
      { symbol: 'a', start: 2.0, end: 2.5 },
    ];
    const s = speech(
      3,
      (t) => (phonemes.some((p) => t >= p.start && t < p.end) ? 0.5 : 0),
      phonemes,
    );
    const open = framesOf(3, () => 0.08);
    const change = open.map((_, k) => (k === Math.round(0.6 * fps) ? 1.2 : 0.1));
    const bad = clipFigures({ opening: open, change }, s, { closed: 0.02, jump: 0.9 });
    expect(bad.sealed).toBe(0);
    expect(bad.bilabials).toBe(1);
    expect(bad.stillFrames).toBe(0);
    expect(bad.pauseFrames).toBeGreaterThan(15);
    expect(bad.jumps).toBe(1);
    expect(missedGoals(summarise([bad]))).toEqual(
      expect.arrayContaining(['closure', 'stillness', 'jumps']),
    );

    const good = framesOf(3, (t) =>
      phonemes.some((p) => p.symbol === 'a' && t >= p.start + 0.04 && t < p.end - 0.04)
        ? 0.08
        : 0.005,
    );
    const fine = clipFigures({ opening: good, change: good.map(() => 0.1) }, s, {
      closed: 0.02,
      jump: 24,
    });
    expect(fine.sealed).toBe(1);
    expect(fine.stillFrames).toBe(fine.pauseFrames);
    expect(fine.jumps).toBe(0);
    expect(Math.abs(fine.lagMs)).toBeLessThanOrEqual(40);
    expect(missedGoals(summarise([fine]))).toEqual([]);
  });
});
