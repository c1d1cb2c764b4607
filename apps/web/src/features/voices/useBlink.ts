import { AUDIO_TOOLTIP_BLINK_MS, AUDIO_TOOLTIP_MS } from '@talkreel/contract';
import { useEffect, useState } from 'react';

/**
 * The verification hint of the 1020 flow (creation.md §4): while `active`, it switches on and
 * off every 1.5 s for 5 s, then stays off.
 */
export function useBlink(active: boolean): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!active) return;
    setOn(true);
    const blink = setInterval(() => setOn((v) => !v), AUDIO_TOOLTIP_BLINK_MS);
    const end = setTimeout(() => {
      clearInterval(blink);
      setOn(false);
    }, AUDIO_TOOLTIP_MS);
    return () => {
      clearInterval(blink);
      clearTimeout(end);
      setOn(false);
    };
  }, [active]);
  return on;
}
