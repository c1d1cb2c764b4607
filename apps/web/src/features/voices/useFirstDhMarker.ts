import { useCallback, useEffect, useRef } from 'react';
import { markFirstDigitalHumanCreate } from './voicesApi';

/**
 * POST /users/update-first-dh-create when the dialog's audio is played or a voice is chosen
 * (creation.md §7); once per opening is enough for a marker.
 */
export function useFirstDhMarker(open: boolean) {
  const sent = useRef(false);
  useEffect(() => {
    if (!open) sent.current = false;
  }, [open]);
  return useCallback(() => {
    if (sent.current) return;
    sent.current = true;
    void markFirstDigitalHumanCreate();
  }, []);
}
