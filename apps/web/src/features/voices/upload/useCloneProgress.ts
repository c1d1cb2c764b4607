import { useCallback, useEffect, useRef, useState } from 'react';

/** creation.md §4: the shown progress climbs 0.8 every 50 ms and waits at about 95. */
export const PROGRESS_STEP = 0.8;
export const PROGRESS_TICK_MS = 50;
export const PROGRESS_CEILING = 95;

/**
 * The clone progress display: `start` climbs towards 95 while the task runs, `succeed` jumps
 * to 100 (which enables Save), `fail` returns to 0.
 */
export function useCloneProgress() {
  const [progress, setProgress] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stopTimer = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stopTimer, [stopTimer]);

  const start = useCallback(() => {
    stopTimer();
    setProgress(0);
    timer.current = setInterval(() => {
      setProgress((p) => Math.min(PROGRESS_CEILING, Math.round((p + PROGRESS_STEP) * 10) / 10));
    }, PROGRESS_TICK_MS);
  }, [stopTimer]);
  const succeed = useCallback(() => {
    stopTimer();
    setProgress(100);
  }, [stopTimer]);
  const fail = useCallback(() => {
    stopTimer();
    setProgress(0);
  }, [stopTimer]);
  return { progress, start, succeed, fail };
}
