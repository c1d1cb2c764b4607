import {
  loginReply,
  oauthExchangeRequest,
  oauthSessionReply,
  oauthSessionRequest,
} from '@talkreel/contract';
import { type AnyRoute, publicRoute, rawRoute } from '../../../http/route';
import { exchangeGoogleHandoff } from './exchange-handoff';
import { finishGoogleSignIn } from './finish-sign-in';
import { startGoogleSignIn } from './start-sign-in';
import { CALLBACK_PATH } from './urls';

const tag = 'access';

export const googleRoutes: AnyRoute[] = [
  publicRoute({
    method: 'POST',
    url: '/oauth/google/session',
    tag,
    summary:
      'Start Google sign-in (OpenID Connect code flow with PKCE) for a browser holding handoff_key; returns the URL to open',
    input: oauthSessionRequest,
    reply: oauthSessionReply,
    handler: ({ ctx, input, ip }) => startGoogleSignIn(ctx, input, ip),
  }),
  rawRoute({
    method: 'GET',
    url: CALLBACK_PATH,
    tag,
    summary:
      'Provider return address: redirects to redirect_uri with a one-time code, ACTIVATION_CODE_NEED or error',
    auth: 'public',
    raw: async ({ ctx, req, reply, lang }) => {
      const location = await finishGoogleSignIn(ctx, req.query, lang);
      // The address carries a one-time code or an e-mail session: keep it out of caches and referrers.
      return reply
        .code(302)
        .header('location', location)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send();
    },
  }),
  publicRoute({
    method: 'POST',
    url: '/oauth/google/exchange',
    tag,
    summary:
      'Trade the one-time code of a Google sign-in for a token; only with the handoff_key of the browser that started it, once, within 2 minutes',
    input: oauthExchangeRequest,
    reply: loginReply,
    handler: ({ ctx, input, ip }) => exchangeGoogleHandoff(ctx, input, ip),
  }),
];
