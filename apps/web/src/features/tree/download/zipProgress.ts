import { PROGRESS_THROTTLE_MS } from '@talkreel/contract';

/**
 * The progress a zip download reports (core.md §4): 0-95 % while fetching, 95-99 % while
 * compressing, 100 % only when done. `fraction` is the phase's own progress, 0 to 1.
 */
export function zipProgress(phase: 'fetching' | 'compressing' | 'done', fraction = 0): number {
  const f = Math.max(0, Math.min(1, Number.isFinite(fraction) ? fraction : 0));
  if (phase === 'done') return 100;
  if (phase === 'fetching') return Math.floor(f * 95);
  return 95 + Math.min(4, Math.floor(f * 5));
}

interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(t: ReturnType<typeof setTimeout>): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (t) => clearTimeout(t),
};

/**
 * Passes progress on at most every 100 ms (core.md §9), never backwards; the latest value of
 * a quiet spell is delivered at its end, and `finish` delivers at once.
 */
export function throttleProgress(
  emit: (progress: number) => void,
  intervalMs = PROGRESS_THROTTLE_MS,
  clock: Clock = realClock,
) {
  let last = Number.NEGATIVE_INFINITY;
  let shown = -1;
  let latest = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deliver = () => {
    timer = undefined;
    last = clock.now();
    if (latest > shown) {
      shown = latest;
      emit(latest);
    }
  };
  return {
    push(progress: number) {
      if (progress <= latest) return;
      latest = progress;
      const wait = last + intervalMs - clock.now();
      if (wait <= 0) {
        if (timer !== undefined) clock.clearTimeout(timer);
        deliver();
      } else if (timer === undefined) {
        timer = clock.setTimeout(deliver, wait);
      }
    },
    finish(progress: number) {
      if (timer !== undefined) clock.clearTimeout(timer);
      latest = Math.max(latest, progress);
      deliver();
    },
    cancel() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}
