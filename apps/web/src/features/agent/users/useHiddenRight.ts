import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether a sideways-scrolling box still hides content past its right edge, i.e. under the
 * table's pinned Actions column: the column shows a shadow only then, so the user sees that the
 * table scrolls and that the pinned column is covering something.
 */
export function useHiddenRight(ref: RefObject<HTMLElement | null>) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // 1 px slack: zoomed pages report fractional scroll positions.
    const measure = () => setHidden(box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    // The box resizes with the window, the table inside it with its rows and language.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return hidden;
}
