/**
 * Seconds left of work already running: from its own pace once it has reported some progress
 * (the surest figure), else the measured time for such work less the time spent; at least 1 s
 * while unfinished. Undefined when neither is known.
 */
export function runningRemainingMs(input: {
  percent: number;
  elapsedMs: number;
  expectedMs: number | undefined;
}): number | undefined {
  const { percent, elapsedMs, expectedMs } = input;
  if (percent >= 5) return Math.max(1000, (elapsedMs * (100 - percent)) / percent);
  if (expectedMs === undefined) return undefined;
  return Math.max(1000, expectedMs - elapsedMs);
}

/** Percent of a piece of work that reports none, from time spent against the measured time. */
export const timedPercent = (elapsedMs: number, expectedMs: number | undefined) =>
  expectedMs === undefined ? 0 : Math.min(95, Math.floor((100 * elapsedMs) / expectedMs));

export const toSeconds = (ms: number | undefined) =>
  ms === undefined ? null : Math.max(1, Math.round(ms / 1000));
