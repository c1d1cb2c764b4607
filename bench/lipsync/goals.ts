/**
 * The gate's goals (issue 29) and the thresholds its figures use, with the summary of one actor
 * kind × language row.
 */

import { median } from '../support/median';
import type { ActorKind } from './bench-actors';
import type { ClipFigures, Thresholds } from './figures';

export const lipSyncGoals = {
  /** Share of clips whose best lag is within ±40 ms. */
  lagWithin40ms: 0.95,
  medianR: 0.5,
  /** Share of /p b m/ with the mouth closed within ±40 ms. */
  bilabialClosure: 0.9,
  /** Share of pause frames with the mouth closed. */
  pauseStillness: 0.9,
  /** Viseme changes with a jump: none. */
  jumps: 0,
} as const;

/**
 * Closed: inner-lip gap at most 2 % of the face's height for the mesh-measured kinds (a closed
 * mouth measures 0-1 %; a relaxed open vowel 6-10 %), and 1.2 % for the drawn face (a 4 px slit
 * of cavity at 370 px face height; the drawn parting line alone is never counted as cavity).
 * Jump: one frame step changing the mouth crop by more than 1.25 times its closed-to-open change
 * (the median over the row's clips, main.ts). Speech may close a wide vowel onto /p/ within one
 * frame (a full swing, 1.0 plus the head's sway); a snapped shape or teeth popping in on top of
 * such a swing go beyond it.
 */
export const thresholds: Record<ActorKind, Thresholds> = {
  illustrated: { closed: 0.012, jump: 1.25 },
  photo: { closed: 0.02, jump: 1.25 },
  video: { closed: 0.02, jump: 1.25 },
};

export interface RowSummary {
  clips: number;
  lagOk: number;
  medianLagMs: number;
  medianR: number;
  closure: number;
  stillness: number;
  jumps: number;
  visemeChanges: number;
  maxChange: number;
}

export function summarise(clips: ClipFigures[]): RowSummary {
  const sum = (f: (c: ClipFigures) => number) => clips.reduce((s, c) => s + f(c), 0);
  const bilabials = sum((c) => c.bilabials);
  const pauseFrames = sum((c) => c.pauseFrames);
  return {
    clips: clips.length,
    lagOk: clips.filter((c) => Math.abs(c.lagMs) <= 40).length / clips.length,
    medianLagMs: median(clips.map((c) => c.lagMs)),
    medianR: median(clips.map((c) => c.r)),
    closure: bilabials ? sum((c) => c.sealed) / bilabials : 1,
    stillness: pauseFrames ? sum((c) => c.stillFrames) / pauseFrames : 1,
    jumps: sum((c) => c.jumps),
    visemeChanges: sum((c) => c.visemeChanges),
    maxChange: Math.max(0, ...clips.map((c) => c.maxChange)),
  };
}

/** The goals a row misses, in words; empty when it meets them all. */
export function missedGoals(row: RowSummary): string[] {
  const missed: string[] = [];
  if (row.lagOk < lipSyncGoals.lagWithin40ms) missed.push('lag');
  if (!(row.medianR >= lipSyncGoals.medianR)) missed.push('r');
  if (row.closure < lipSyncGoals.bilabialClosure) missed.push('closure');
  if (row.stillness < lipSyncGoals.pauseStillness) missed.push('stillness');
  if (row.jumps > lipSyncGoals.jumps) missed.push('jumps');
  return missed;
}
