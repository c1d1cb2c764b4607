import { SAVED_CHECK_MS } from '@talkreel/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/** idle → busy (spinner) → done (check, 2 s) → idle; a failure goes straight back to idle. */
export type ActionState = 'idle' | 'busy' | 'done';

/**
 * The button states of core.md §4 "account page buttons" (name Save, Invite). `run` returns
 * whether the work succeeded; the call layer has already shown any failure's toast.
 */
export function useActionState() {
  const [state, setState] = useState<ActionState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(async (work: () => Promise<unknown>): Promise<boolean> => {
    clearTimeout(timer.current);
    setState('busy');
    try {
      await work();
    } catch {
      setState('idle');
      return false;
    }
    setState('done');
    timer.current = setTimeout(() => setState('idle'), SAVED_CHECK_MS);
    return true;
  }, []);
  return { state, run };
}
