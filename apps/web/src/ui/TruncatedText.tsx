import { TRUNCATED_TOOLTIP_DELAY_MS } from '@talkreel/contract';
import clsx from 'clsx';
import { useLayoutEffect, useRef, useState } from 'react';
import { Tooltip } from './Tooltip';

/**
 * One line of text cut with an ellipsis; when it is actually cut, the full text shows in a
 * tooltip after 1 s on desktop (core.md §2 shared UI), or on tap for 2 s on touch screens.
 */
export function TruncatedText({ text, className }: { text: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [truncated, setTruncated] = useState(false);
  const measure = () => {
    const el = ref.current;
    setTruncated(Boolean(el && el.scrollWidth > el.clientWidth));
  };
  // Measured up front (and on resize) so a first tap on a touch screen already knows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the text changes
  useLayoutEffect(() => {
    measure();
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);
  return (
    <Tooltip content={text} delayMs={TRUNCATED_TOOLTIP_DELAY_MS} disabled={!truncated}>
      <span
        ref={ref}
        onPointerEnter={measure}
        onFocus={measure}
        className={clsx('block min-w-0 truncate', className)}
      >
        {text}
      </span>
    </Tooltip>
  );
}
