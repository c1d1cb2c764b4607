/**
 * Short reason codes the callback puts in `?error=` on the login page. The client shows a
 * toast for any of them; only ACTIVATION_CODE_NEED (sent with email and session_id) differs.
 */
export const SignInFailure = {
  INVALID_STATE: 'invalid_state',
  STATE_EXPIRED: 'state_expired',
  ACCESS_DENIED: 'access_denied',
  PROVIDER_ERROR: 'provider_error',
  PROVIDER_UNAVAILABLE: 'provider_unavailable',
  MISSING_CODE: 'missing_code',
  NOT_CONFIGURED: 'not_configured',
  TOKEN_EXCHANGE_FAILED: 'token_exchange_failed',
  INVALID_ID_TOKEN: 'invalid_id_token',
  EMAIL_MISSING: 'email_missing',
  EMAIL_NOT_VERIFIED: 'email_not_verified',
  ACCOUNT_CONFLICT: 'account_conflict',
  ACCOUNT_SUSPENDED: 'account_suspended',
  SERVER_ERROR: 'server_error',
} as const;
export type SignInFailureReason = (typeof SignInFailure)[keyof typeof SignInFailure];

/** An expected way for a Google sign-in to fail; `detail` goes to the log, never to the browser. */
export class GoogleSignInFailure extends Error {
  constructor(
    readonly reason: SignInFailureReason,
    readonly detail = '',
  ) {
    super(`Google sign-in failed: ${reason}${detail ? ` (${detail})` : ''}`);
  }
}
