import { useState } from 'react';
import { useSessionStore } from '../../state/useSessionStore';
import { joinWaitingQueue } from './accessApi';
import { activationLoginMethod } from './activationLoginMethod';

export type WaitlistState = 'idle' | 'loading' | 'joined';

/** Waitlist button states of core.md §4: idle → loading → joined; joined is final. */
export function useWaitlist() {
  const invitation = useSessionStore((s) => s.invitation);
  const markJoined = useSessionStore((s) => s.markWaitlistJoined);
  const alreadyJoined = Boolean(invitation.email) && invitation.waitlistEmail === invitation.email;
  const [state, setState] = useState<WaitlistState>(alreadyJoined ? 'joined' : 'idle');

  const join = async () => {
    if (state !== 'idle' || !invitation.email) return;
    setState('loading');
    try {
      await joinWaitingQueue(invitation.email, activationLoginMethod(invitation));
      markJoined(invitation.email);
      setState('joined');
    } catch {
      // The call layer already showed the catalogue toast; the user may try again.
      setState('idle');
    }
  };

  return { state, join };
}
