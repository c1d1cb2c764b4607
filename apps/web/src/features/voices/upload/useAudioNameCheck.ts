import { AUDIO_NAME_CHECK_DELAY_MS } from '@talkreel/contract';
import { useEffect, useState } from 'react';
import { checkAudioNameDuplicate } from './cloneApi';

export type NameCheck = 'empty' | 'checking' | 'free' | 'duplicate' | 'error';

/**
 * Whether `name` is free among the user's voices, asked after a 150 ms pause (creation.md §5). Only `free` lets the dialog go on: a
 * duplicate shows 'Audit name already exists'; a failed check (toasted) blocks too.
 */
export function useAudioNameCheck(name: string, userId = ''): NameCheck {
  const trimmed = name.trim();
  const [result, setResult] = useState<{ name: string; check: NameCheck }>({
    name: '',
    check: 'empty',
  });
  useEffect(() => {
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkAudioNameDuplicate(trimmed, controller.signal, userId).then(
        ({ isDuplicate }) =>
          setResult({ name: trimmed, check: isDuplicate ? 'duplicate' : 'free' }),
        () => {
          if (!controller.signal.aborted) setResult({ name: trimmed, check: 'error' });
        },
      );
    }, AUDIO_NAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, userId]);
  if (!trimmed) return 'empty';
  return result.name === trimmed ? result.check : 'checking';
}
