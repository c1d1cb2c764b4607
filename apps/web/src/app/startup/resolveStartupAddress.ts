import { Message } from '@talkreel/contract';

/** What the address the app was opened with asks for (core.md §2 start-up address handling). */
export type StartupAction =
  | { kind: 'activation'; email: string; sessionId: string; loginMethod: number | null }
  | { kind: 'invitation'; inviteToken: string; email: string }
  | { kind: 'thirdPartySignIn'; code: string }
  | { kind: 'thirdPartyFailure'; reason: string }
  | { kind: 'none' };

export function resolveStartupAddress(search: string): StartupAction {
  const q = new URLSearchParams(search);
  const email = q.get('email')?.trim() ?? '';
  const token = q.get('token')?.trim() ?? '';
  const sessionId = q.get('session_id')?.trim() ?? '';
  if (q.get('error') === Message.ACTIVATION_CODE_NEED && email && sessionId) {
    const method = Number(q.get('login_method'));
    return {
      kind: 'activation',
      email,
      sessionId,
      loginMethod: Number.isInteger(method) && method > 0 ? method : null,
    };
  }
  if (token && email) return { kind: 'invitation', inviteToken: token, email };
  // Google returns a one-time code, never a token; a bare token in an address is not trusted.
  const code = q.get('code')?.trim() ?? '';
  if (code) return { kind: 'thirdPartySignIn', code };
  if (token) return { kind: 'thirdPartyFailure', reason: 'token_in_address' };
  // The third-party callback reports any other failure as ?error=<reason> (no code).
  const error = q.get('error')?.trim();
  if (error) return { kind: 'thirdPartyFailure', reason: error };
  return { kind: 'none' };
}
