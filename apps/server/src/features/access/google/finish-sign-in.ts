import { GOOGLE_HANDOFF_TTL_MS, type Language, Message } from '@talkreel/contract';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { newToken, sha256 } from '../../../lib/ids';
import { activateAccount } from '../accounts';
import { openEmailSession } from '../email-login';
import { discoverProvider } from './discovery';
import { GoogleSignInFailure, SignInFailure, type SignInFailureReason } from './failure';
import { verifyIdToken } from './id-token';
import { resolveGoogleUser } from './link-account';
import { exchangeCode } from './token-exchange';
import { defaultLoginPage, googleCallbackUrl, withQuery } from './urls';

const callbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/** Provider errors (RFC 6749 §4.1.2.1) we pass on by name; anything else is provider_error. */
const passedOnErrors = new Set<string>([SignInFailure.ACCESS_DENIED]);

/**
 * GET /oauth/google/callback: finishes the sign-in and returns where to send the browser:
 * the client's login page with a one-time `code` (never a token: see exchange-handoff.ts),
 * with ACTIVATION_CODE_NEED + a verified e-mail session for accounts still to activate, or
 * with `error=<reason>`. Never throws.
 */
export async function finishGoogleSignIn(
  ctx: AppContext,
  rawQuery: unknown,
  lang: Language,
): Promise<string> {
  let returnTo = defaultLoginPage(ctx.config);
  try {
    const query = callbackQuery.safeParse(rawQuery);
    if (!query.success || !query.data.state)
      throw new GoogleSignInFailure(SignInFailure.INVALID_STATE);
    const pending = await consumeState(ctx, query.data.state);
    returnTo = pending.redirect_uri;
    if (pending.expires_at <= ctx.now()) throw new GoogleSignInFailure(SignInFailure.STATE_EXPIRED);
    // A state from before hand-off keys has nothing to bind the result to.
    if (!pending.browser_binding) throw new GoogleSignInFailure(SignInFailure.INVALID_STATE);
    const { code, error } = query.data;
    if (error) {
      const reason = passedOnErrors.has(error)
        ? (error as SignInFailureReason)
        : SignInFailure.PROVIDER_ERROR;
      throw new GoogleSignInFailure(reason, error);
    }
    if (!code) throw new GoogleSignInFailure(SignInFailure.MISSING_CODE);

    const { clientId, clientSecret, issuer } = ctx.config.google;
    if (!clientId) throw new GoogleSignInFailure(SignInFailure.NOT_CONFIGURED);
    const provider = await discoverProvider(issuer);
    const idToken = await exchangeCode(provider, {
      code,
      codeVerifier: pending.code_verifier,
      redirectUri: googleCallbackUrl(ctx.config),
      clientId,
      clientSecret,
    });
    const identity = await verifyIdToken(provider, idToken, {
      clientId,
      nonce: pending.nonce,
      now: ctx.now(),
    });
    const user = await resolveGoogleUser(ctx, identity, lang);
    // An agent's sub-user was invited by the agent: the first sign-in activates them here too.
    if (user.activated_at === null && user.agent_id !== null) {
      await activateAccount(ctx, user, {
        activationCode: '',
        inviteToken: '',
        lang,
        sessionId: '',
      });
      return withQuery(returnTo, {
        code: await createHandoff(ctx, user.id, pending.browser_binding),
      });
    }

    if (user.activated_at === null) {
      // Same hand-off as the e-mail flow: the invite page logs in with this session id.
      const sessionId = await openEmailSession(ctx, user.email, true);
      return withQuery(returnTo, {
        error: Message.ACTIVATION_CODE_NEED,
        email: user.email,
        session_id: sessionId,
      });
    }
    return withQuery(returnTo, {
      code: await createHandoff(ctx, user.id, pending.browser_binding),
    });
  } catch (err) {
    if (err instanceof GoogleSignInFailure) {
      ctx.log.warn({ reason: err.reason, detail: err.detail }, 'Google sign-in refused');
      return withQuery(returnTo, { error: err.reason });
    }
    ctx.log.error({ err }, 'Google sign-in failed');
    return withQuery(returnTo, { error: SignInFailure.SERVER_ERROR });
  }
}

/** A one-time code for `POST /oauth/google/exchange`, usable only with the browser's key. */
async function createHandoff(ctx: AppContext, userId: string, browserBinding: string) {
  const now = ctx.now();
  const code = newToken();
  await ctx.db.deleteFrom('oauth_handoffs').where('expires_at', '<=', now).execute();
  await ctx.db
    .insertInto('oauth_handoffs')
    .values({
      code_hash: sha256(code),
      user_id: userId,
      browser_binding: browserBinding,
      created_at: now,
      expires_at: now + GOOGLE_HANDOFF_TTL_MS,
    })
    .execute();
  return code;
}

/** Takes the state row out in one statement, so a state works once even under a race. */
async function consumeState(ctx: AppContext, state: string) {
  const row = await ctx.db
    .deleteFrom('oauth_states')
    .where('state', '=', state)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new GoogleSignInFailure(SignInFailure.INVALID_STATE);
  return row;
}
