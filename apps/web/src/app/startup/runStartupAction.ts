import { Code } from '@talkreel/contract';
import { ApiError } from '../../api/ApiError';
import { showErrorToast } from '../../api/showErrorToast';
import { acceptInvitation, exchangeGoogleCode, logout } from '../../features/access/accessApi';
import { takeHandoffKey } from '../../features/access/googleHandoffKey';
import { getProfile } from '../../features/account/getProfile';
import { resetUserState } from '../../state/userStateReset';
import { useSessionStore } from '../../state/useSessionStore';
import { clearQueryCache } from '../queryCache';
import type { StartupAction } from './resolveStartupAddress';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const authorizationFailed = (reason: string) => {
  console.warn(`[login] third-party sign-in failed: ${reason}`);
  showErrorToast(
    new ApiError({
      kind: 'business',
      code: Code.AUTHORIZATION_FAILED,
      status: 400,
      message: reason,
    }),
  );
};

/**
 * Redeems Google's one-time code with the key this tab kept; returns null when refused. A tab
 * that never started a sign-in has no key: the link was made elsewhere, so nothing changes.
 */
async function redeemGoogleCode(code: string): Promise<string | null> {
  const key = takeHandoffKey();
  if (!key) {
    authorizationFailed('handoff_not_started_here');
    return null;
  }
  try {
    return (await exchangeGoogleCode(code, key)).token;
  } catch (err) {
    console.warn('[login] third-party sign-in hand-off refused', err);
    return null;
  }
}

/** Carries out a start-up action and returns where to go next. */
export async function runStartupAction(
  action: Exclude<StartupAction, { kind: 'none' }>,
): Promise<string> {
  const session = useSessionStore.getState();
  switch (action.kind) {
    case 'activation':
      session.startActivation({
        email: action.email,
        sessionId: action.sessionId,
        step: 1,
        loginMethod: action.loginMethod ?? undefined,
      });
      return '/invite/';
    case 'thirdPartyFailure':
      authorizationFailed(action.reason);
      return '/login/';
    case 'thirdPartySignIn': {
      const token = await redeemGoogleCode(action.code);
      // A refused hand-off leaves whoever is signed in here signed in.
      if (!token) return session.token ? '/' : '/login/';
      clearQueryCache();
      useSessionStore.getState().signIn(token, null);
      return '/';
    }
    case 'invitation': {
      if (session.token) {
        const account = await getProfile({ toast: false }).catch(() => null);
        if (account && sameEmail(account.email, action.email)) {
          // A used or revoked invitation must not keep the user out of the app.
          await acceptInvitation(action.inviteToken).catch(() => undefined);
          clearQueryCache();
          return '/';
        }
        // Someone else is signed in here: sign them out so the invitee can sign in.
        await logout().catch(() => undefined);
        resetUserState();
        clearQueryCache();
      }
      useSessionStore.getState().rememberInvitation(action.email, action.inviteToken);
      return '/login/';
    }
  }
}
