import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/**
 * Test-only: a real OpenID provider (oidc-provider with its development login and consent
 * pages) on a loopback port, plus a browser stand-in that walks through those pages.
 */

export interface TestAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export const TEST_KEY_ID = 'test-signing-key';

export async function startOidcProvider(client: TestClient) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk = {
    ...(await exportJWK(privateKey)),
    kid: TEST_KEY_ID,
    alg: 'RS256',
    use: 'sig',
  };
  // Keyed by the login typed on the provider's sign-in page, which becomes the `sub`.
  const accounts = new Map<string, TestAccount>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true, methods: ['S256'] },
    jwks: { keys: [signingJwk] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google: the ID token of the code flow carries the e-mail and profile claims.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    // Explicit lifetimes (seconds) keep the provider from printing a notice per artifact.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    accounts,
    privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Opens `oauthUrl` like a browser with a fresh cookie jar, signs in as `login` and grants
 * consent (or cancels, which the provider reports as access_denied), and returns the
 * address the provider finally redirects to (our callback).
 */
export async function authorizeAtProvider(
  oauthUrl: string,
  login: string,
  opts: { cancel?: boolean } = {},
): Promise<string> {
  const origin = new URL(oauthUrl).origin;
  const jar = new Map<string, string>();
  let request: { url: string; method: 'GET' | 'POST'; form?: URLSearchParams } = {
    url: oauthUrl,
    method: 'GET',
  };
  for (let step = 0; step < 20; step++) {
    const res = await fetch(request.url, {
      method: request.method,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: request.form,
    });
    storeCookies(jar, res);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, request.url);
      if (next.origin !== origin) return next.href;
      request = { url: next.href, method: 'GET' };
      continue;
    }
    const html = await res.text();
    if (res.status !== 200)
      throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no interaction form at ${request.url}`);
    if (opts.cancel) {
      const cancel = /<a href="([^"]+)">\[ Cancel \]<\/a>/.exec(html)?.[1];
      if (!cancel) throw new Error('no cancel link');
      request = { url: new URL(cancel, request.url).href, method: 'GET' };
      continue;
    }
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', login);
      form.set('password', 'any');
    }
    request = { url: new URL(action, request.url).href, method: 'POST', form };
  }
  throw new Error('provider interaction did not finish');
}

/** A tiny cookie jar for one origin: paths are ignored, expired cookies are dropped. */
function storeCookies(jar: Map<string, string>, res: Response) {
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expires = attrs.find((a) => a.trim().toLowerCase().startsWith('expires='));
    const expired = expires && Date.parse(expires.split('=')[1]) < Date.now();
    if (!value || expired) jar.delete(name);
    else jar.set(name, value);
  }
}
