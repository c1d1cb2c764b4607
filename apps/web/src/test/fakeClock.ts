import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * For tests of timed behaviour under `vi.useFakeTimers()` (without shouldAdvanceTime): the fake
 * clock moves only here, in `stepMs` steps, until `check` passes, so what a test sees never
 * depends on how fast the machine is. Returns the fake time spent; throws the check's last
 * error after `maxMs` of fake time. findBy/waitFor would wait on the frozen clock instead.
 */
export async function advanceUntil<T>(
  check: () => T,
  { stepMs = 10, maxMs = 10_000 }: { stepMs?: number; maxMs?: number } = {},
): Promise<T> {
  for (let spent = 0; ; spent += stepMs) {
    try {
      return check();
    } catch (err) {
      if (spent >= maxMs) throw err;
    }
    await act(() => vi.advanceTimersByTimeAsync(stepMs));
  }
}

/** Moves the fake clock by `ms`, running what falls due and the renders it causes. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
