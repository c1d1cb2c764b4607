import { createHash } from 'node:crypto';
import { Code } from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import { countAttempt } from '../../../http/rate-limit';
import { newToken, sha256 } from '../../../lib/ids';
import { discoverProvider } from './discovery';
import { GoogleSignInFailure } from './failure';
import { checkRedirectUri } from './redirect-uri';
import { googleCallbackUrl } from './urls';

/** Time the user has to get through the provider's pages before the state is refused. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * POST /oauth/google/session: stores a fresh state, nonce and PKCE verifier (servers are
 * stateless, so they live in the database) with the hash of the browser's hand-off key, and
 * returns the provider's authorization URL.
 */
export async function startGoogleSignIn(
  ctx: AppContext,
  input: { redirect_uri: string; handoff_key: string },
  ip: string,
) {
  const { clientId, issuer } = ctx.config.google;
  if (!clientId) {
    throw new AppError(Code.AUTHORIZATION_FAILED, 'Google sign-in is not configured');
  }
  const returnTo = checkRedirectUri(ctx.config, input.redirect_uri);
  // Each call writes a row for an anonymous caller, so it shares the login attempt cap.
  await countAttempt(ctx, `oauth-session:ip:${ip}`);

  let authorizationEndpoint: string;
  try {
    authorizationEndpoint = (await discoverProvider(issuer)).metadata.authorization_endpoint;
  } catch (err) {
    if (!(err instanceof GoogleSignInFailure)) throw err;
    ctx.log.warn({ issuer, detail: err.detail }, 'OpenID provider unavailable');
    throw new AppError(Code.AUTHORIZATION_FAILED, 'Google sign-in is temporarily unavailable');
  }

  const now = ctx.now();
  const state = newToken();
  const nonce = newToken();
  const codeVerifier = newToken();
  await ctx.db.deleteFrom('oauth_states').where('expires_at', '<', now).execute();
  await ctx.db
    .insertInto('oauth_states')
    .values({
      state,
      code_verifier: codeVerifier,
      nonce,
      redirect_uri: returnTo,
      browser_binding: sha256(input.handoff_key),
      created_at: now,
      expires_at: now + OAUTH_STATE_TTL_MS,
    })
    .execute();

  const url = new URL(authorizationEndpoint);
  const params = {
    response_type: 'code',
    scope: 'openid email profile',
    client_id: clientId,
    redirect_uri: googleCallbackUrl(ctx.config),
    state,
    nonce,
    code_challenge: s256(codeVerifier),
    code_challenge_method: 'S256',
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return { oauth_url: url.href };
}
