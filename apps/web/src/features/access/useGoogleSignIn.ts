import { useState } from 'react';
import { createGoogleSession } from './accessApi';
import { createHandoffKey } from './googleHandoffKey';

/**
 * Third-party sign-in (core.md §4): ask for a session that returns to /login/, bound to a key
 * this tab keeps, then leave for the provider. A failure is logged with its reason; the call
 * layer shows the toast.
 */
export function useGoogleSignIn() {
  const [pending, setPending] = useState(false);
  const start = async () => {
    if (pending) return;
    setPending(true);
    try {
      const { oauthUrl } = await createGoogleSession(
        `${window.location.origin}/login/`,
        createHandoffKey(),
      );
      window.location.assign(oauthUrl);
    } catch (err) {
      console.warn('[login] third-party sign-in could not start', err);
      setPending(false);
    }
  };
  return { start, pending };
}
