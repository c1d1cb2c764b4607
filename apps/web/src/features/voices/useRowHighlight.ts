import { ROW_HIGHLIGHT_MS } from '@talkreel/contract';
import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Once per opening, when the list has loaded: scrolls the current voice's row into view and
 * highlights it for 2 s (creation.md §2).
 */
export function useRowHighlight(
  open: boolean,
  voiceId: string | null,
  ready: boolean,
  container: RefObject<HTMLElement | null>,
): string | null {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const done = useRef(false);

  useEffect(() => {
    if (!open) {
      done.current = false;
      setHighlighted(null);
    }
  }, [open]);

  useEffect(() => {
    if (!open || !ready || !voiceId || done.current) return;
    const row = Array.from(
      container.current?.querySelectorAll<HTMLElement>('[data-voice-id]') ?? [],
    ).find((el) => el.dataset.voiceId === voiceId);
    if (!row) return;
    done.current = true;
    row.scrollIntoView({ block: 'center' });
    setHighlighted(voiceId);
  });

  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), ROW_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return highlighted;
}
