import { CLICK_DELAY_MS } from '@talkreel/contract';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Tells a single click from a double click (core.md §2, §9): a click acts only if no second
 * click follows within 200 ms; a double click cancels it and does its own thing.
 */
export function useClickOrDoubleClick(
  onSingle: () => void,
  onDouble: () => void,
  delayMs = CLICK_DELAY_MS,
) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const handlers = useRef({ onSingle, onDouble });
  handlers.current = { onSingle, onDouble };
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => handlers.current.onSingle(), delayMs);
  }, [delayMs]);
  const onDoubleClick = useCallback(() => {
    clearTimeout(timer.current);
    handlers.current.onDouble();
  }, []);
  return { onClick, onDoubleClick };
}
