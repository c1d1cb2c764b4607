import { type RefObject, useEffect, useRef } from 'react';
import type { VoiceItem } from './types';

/**
 * Focus for a voice just added from the audio dialog's empty My Voices, whose "Add a voice"
 * button leaves as the new voice is listed. `added` is called with the saved voice; `mark` is
 * the upload dialog's fallback focus (the voice was listed before it closed). If the voice is
 * listed only after that, focus fell from the button with the empty list, and moves to the
 * voice's select mark then. Focus the user has put elsewhere is left alone.
 */
export function useFocusAddedVoice(
  listRef: RefObject<HTMLElement | null>,
  voices: readonly VoiceItem[],
) {
  const added = useRef<string | null>(null);
  const markOf = (id: string | null) => {
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-voice-id]') ?? [];
    const row = [...rows].find((r) => id !== null && r.dataset.voiceId === id);
    return row?.querySelector<HTMLElement>('input[type="radio"]') ?? null;
  };
  useEffect(() => {
    const id = added.current;
    if (!id || !voices.some((v) => v.id === id)) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.getAttribute('role') !== 'dialog') return;
    added.current = null;
    markOf(id)?.focus();
  });
  return {
    added: (voice: VoiceItem) => {
      added.current = voice.id;
    },
    mark: () => {
      const id = added.current;
      added.current = null;
      return markOf(id);
    },
  };
}
