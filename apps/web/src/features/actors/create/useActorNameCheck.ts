import { useEffect, useState } from 'react';
import type { NameCheck } from '../../voices/upload/useAudioNameCheck';
import { checkActorNameDuplicate } from './createActorApi';

/**
 * Whether `name` is free among the user's actors, asked after `delayMs` without typing
 * (creation.md §4: 1 s for a user, 150 ms for an agent). Only the last name's answer counts;
 * a duplicate shows 'Actor name already exists' and blocks Create.
 */
export function useActorNameCheck(name: string, delayMs: number, userId: string): NameCheck {
  const trimmed = name.trim();
  const [result, setResult] = useState<{ name: string; check: NameCheck }>({
    name: '',
    check: 'empty',
  });
  useEffect(() => {
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkActorNameDuplicate(trimmed, userId, controller.signal).then(
        ({ isDuplicate }) =>
          setResult({ name: trimmed, check: isDuplicate ? 'duplicate' : 'free' }),
        () => {
          if (!controller.signal.aborted) setResult({ name: trimmed, check: 'error' });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, delayMs, userId]);
  if (!trimmed) return 'empty';
  return result.name === trimmed ? result.check : 'checking';
}
