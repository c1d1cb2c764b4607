import {
  CLONE_PROGRESS_CEILING,
  CLONE_PROGRESS_STEP,
  CLONE_PROGRESS_TICK_MS,
} from '@talkreel/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The clone progress display (creation.md §4): `start` climbs towards 95 while the task runs, `succeed` jumps
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
      setProgress((p) =>
        Math.min(CLONE_PROGRESS_CEILING, Math.round((p + CLONE_PROGRESS_STEP) * 10) / 10),
      );
    }, CLONE_PROGRESS_TICK_MS);
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
