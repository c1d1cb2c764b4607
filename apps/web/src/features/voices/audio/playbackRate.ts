import { PLAYBACK_RATE_DRAG_MAX, PLAYBACK_RATE_MAX, PLAYBACK_RATE_MIN } from '@talkreel/contract';

/**
 * A playback rate the control may hold (creation.md §4): one decimal, at least
 * PLAYBACK_RATE_MIN, at most 2 at rest and 3 while the control is being dragged.
 */
export function clampPlaybackRate(rate: number, dragging: boolean): number {
  const max = dragging ? PLAYBACK_RATE_DRAG_MAX : PLAYBACK_RATE_MAX;
  const rounded = Math.round(rate * 10) / 10;
  return Math.min(max, Math.max(PLAYBACK_RATE_MIN, Number.isFinite(rounded) ? rounded : 1));
}

/** "1.5×" */
export const formatPlaybackRate = (rate: number) => `${rate.toFixed(1)}×`;
