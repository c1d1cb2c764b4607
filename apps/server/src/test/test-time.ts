/**
 * TEST_TIME_SCALE (default 1): one knob multiplying the time limits of the slow tests (media,
 * renders, browsers, child processes) and the suites' defaults, for a machine loaded far past its
 * cores, where those tests fail only by their own limits. A limit is a hang guard, never a speed
 * check, so raising it changes no verdict.
 */
export function timeScale(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale <= 0)
    throw new Error(`TEST_TIME_SCALE must be a positive number, not "${raw}"`);
  return scale;
}

export const TEST_TIME_SCALE = timeScale(process.env.TEST_TIME_SCALE);

/** A test time limit of `ms` on a quiet machine, scaled by TEST_TIME_SCALE. */
export const testTime = (ms: number) => Math.round(ms * TEST_TIME_SCALE);
