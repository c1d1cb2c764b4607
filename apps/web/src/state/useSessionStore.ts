import type { Camelize, profileReply } from '@talkreel/contract';
import type { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PersistedKey } from './persistedKeys';
import { registerUserStateReset } from './userStateReset';

export type Account = Camelize<z.output<typeof profileReply>>;

/**
 * Session pieces of core.md §3. Step 1 (third-party sign-in) needs an e-mail and a session id;
 * step 2 (e-mail sign-in) also needs the stored login method.
 */
export interface InvitationSession {
  email: string | null;
  sessionId: string | null;
  step: 1 | 2 | null;
  loginMethod: number | null;
  /** A member-invitation link's token and the address it was sent to. */
  inviteToken: string | null;
  invitedEmail: string | null;
  /** The address that joined the waitlist, so the locked "joined" state survives a reload. */
  waitlistEmail: string | null;
}

const noInvitation: InvitationSession = {
  email: null,
  sessionId: null,
  step: null,
  loginMethod: null,
  inviteToken: null,
  invitedEmail: null,
  waitlistEmail: null,
};

interface SessionState {
  token: string | null;
  account: Account | null;
  invitation: InvitationSession;
  signIn(token: string, account: Account | null): void;
  setAccount(account: Account | null): void;
  /** Drops the token (and the cached account); the route guards then send the user to /login/. */
  clearToken(): void;
  startActivation(input: {
    email: string;
    sessionId: string;
    step: 1 | 2;
    loginMethod?: number;
  }): void;
  rememberInvitation(invitedEmail: string, inviteToken: string): void;
  markWaitlistJoined(email: string): void;
  /** Activation done: the invite screen's pieces are no longer needed. */
  finishActivation(): void;
  clearAll(): void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      account: null,
      invitation: noInvitation,
      signIn: (token, account) => set({ token, account }),
      setAccount: (account) => set({ account }),
      clearToken: () => set({ token: null, account: null }),
      startActivation: ({ email, sessionId, step, loginMethod }) =>
        set((s) => ({
          invitation: {
            ...s.invitation,
            email,
            sessionId,
            step,
            loginMethod: loginMethod ?? null,
          },
        })),
      rememberInvitation: (invitedEmail, inviteToken) =>
        set((s) => ({ invitation: { ...s.invitation, invitedEmail, inviteToken } })),
      markWaitlistJoined: (email) =>
        set((s) => ({ invitation: { ...s.invitation, waitlistEmail: email } })),
      finishActivation: () => set({ invitation: noInvitation }),
      clearAll: () => set({ token: null, account: null, invitation: noInvitation }),
    }),
    {
      name: PersistedKey.SESSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, account, invitation }) => ({ token, account, invitation }),
    },
  ),
);

registerUserStateReset(() => useSessionStore.getState().clearAll());

/** Whether the invite screen may open (core.md §2: it needs a stored invitation session). */
export function hasInvitationSession(inv: InvitationSession): boolean {
  if (!inv.email || !inv.sessionId) return false;
  if (inv.step === 1) return true;
  return inv.step === 2 && inv.loginMethod !== null;
}
