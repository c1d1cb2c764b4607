import { useCallback, useRef, useState } from 'react';
import { clampPlaybackRate } from './playbackRate';
import type { AudioPlayer } from './useAudioPlayer';

/**
 * The rate control's behaviour (creation.md §4): a drag pauses what is playing, may go up to 3
 * while it lasts, and on release settles at no more than 2 and resumes playback if it was
 * playing. A change without a drag (keys) is applied at once, capped at 2.
 */
export function useRateDrag(
  player: Pick<AudioPlayer, 'state' | 'rate' | 'setRate' | 'play' | 'pause'>,
) {
  const [dragValue, setDragValue] = useState<number | null>(null);
  // Refs, not state: a drag's end may come in the same event as its last move.
  const dragRef = useRef<number | null>(null);
  const resumeRef = useRef(false);
  const { state, rate, setRate, play, pause } = player;

  const start = useCallback(() => {
    if (dragRef.current !== null) return;
    resumeRef.current = state === 'playing' || state === 'loading';
    if (resumeRef.current) pause();
    dragRef.current = rate;
    setDragValue(rate);
  }, [state, rate, pause]);

  const change = useCallback(
    (value: number) => {
      if (dragRef.current === null) {
        setRate(clampPlaybackRate(value, false));
        return;
      }
      dragRef.current = clampPlaybackRate(value, true);
      setDragValue(dragRef.current);
    },
    [setRate],
  );

  const end = useCallback(() => {
    const dragged = dragRef.current;
    if (dragged === null) return;
    dragRef.current = null;
    setDragValue(null);
    setRate(clampPlaybackRate(dragged, false));
    if (resumeRef.current) {
      resumeRef.current = false;
      play();
    }
  }, [setRate, play]);

  return { value: dragValue ?? rate, dragging: dragValue !== null, start, change, end };
}
