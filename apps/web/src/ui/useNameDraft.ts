import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';

/**
 * The typing side of an in-place rename (creation.md §2, §4): Enter or leaving the field saves,
 * Escape cancels, and whichever comes first is the only one that counts (Enter is followed by
 * the blur of the field disappearing). `onDone` gets `null` when cancelled, else the text typed.
 */
export function useNameDraft(initial: string, onDone: (typed: string | null) => void) {
  const [value, setValue] = useState(initial);
  const settled = useRef(false);
  const finish = (save: boolean) => {
    if (settled.current) return;
    settled.current = true;
    onDone(save ? value : null);
  };
  return {
    finish,
    inputProps: {
      value,
      onChange: (e: { target: { value: string } }) => setValue(e.target.value),
      // All of it selected, the caret at its start: a narrow field then shows the name's
      // beginning, where select() would scroll it to the end.
      onFocus: (e: FocusEvent<HTMLInputElement>) =>
        e.target.setSelectionRange(0, e.target.value.length, 'backward'),
      onBlur: () => finish(true),
      onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter' && !e.nativeEvent.isComposing) finish(true);
        if (e.key === 'Escape') {
          // The rename, not the dialog or page around it, is what Escape ends.
          e.stopPropagation();
          finish(false);
        }
      },
    },
  };
}
