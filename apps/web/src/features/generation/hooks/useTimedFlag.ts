import { useCallback, useEffect, useRef, useState } from 'react';

/** A flag that turns itself off `ms` after each `raise` (a highlight, a hint). */
export function useTimedFlag<T>(ms: number) {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const raise = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(null), ms);
    },
    [ms],
  );
  return [value, raise] as const;
}

/** True and false in turn every `ms` while `active` (a blinking hint). */
export function useBlink(active: boolean, ms: number) {
  const [on, setOn] = useState(true);
  useEffect(() => {
    setOn(true);
    if (!active) return;
    const timer = setInterval(() => setOn((v) => !v), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
  return on;
}
