import { oauthSessionReply, oauthSessionRequest } from '@talkreel/contract';
import { type AnyRoute, publicRoute, rawRoute } from '../../../http/route';
import { finishGoogleSignIn } from './finish-sign-in';
import { startGoogleSignIn } from './start-sign-in';
import { CALLBACK_PATH } from './urls';

const tag = 'access';

export const googleRoutes: AnyRoute[] = [
  publicRoute({
    method: 'POST',
    url: '/oauth/google/session',
    tag,
    summary: 'Start Google sign-in (OpenID Connect code flow with PKCE); returns the URL to open',
    input: oauthSessionRequest,
    reply: oauthSessionReply,
    handler: ({ ctx, input, ip }) => startGoogleSignIn(ctx, input.redirect_uri, ip),
  }),
  rawRoute({
    method: 'GET',
    url: CALLBACK_PATH,
    tag,
    summary:
      'Provider return address: redirects to redirect_uri with token, ACTIVATION_CODE_NEED or error',
    auth: 'public',
    raw: async ({ ctx, req, reply, lang }) => {
      const location = await finishGoogleSignIn(ctx, req.query, lang);
      // The address carries a session token: keep it out of caches and referrers.
      return reply
        .code(302)
        .header('location', location)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send();
    },
  }),
];
