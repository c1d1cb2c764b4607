import { createHash } from 'node:crypto';
import {
  API_BASE_PATH,
  ATTEMPT_LIMIT,
  Code,
  GOOGLE_HANDOFF_TTL_MS,
  Message,
} from '@talkreel/contract';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../../lib/ids';
import { freshIp, signUp, uniqueEmail } from '../../../test/factories';
import { rowCount } from '../../../test/row-count';
import { encryptForServer } from '../../../test/rsa-client';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { agentAdmin, subUser } from '../../agent/test-agent';
import { createInvitationCodes } from '../invitation-codes';
import { discoverProvider } from './discovery';
import { verifyIdToken } from './id-token';
import {
  authorizeAtProvider,
  startOidcProvider,
  TEST_KEY_ID,
  type TestAccount,
} from './oidc-test-provider';

const CLIENT_ID = 'talkreel-test-client';
const CLIENT_SECRET = 'talkreel-test-secret';
const CALLBACK = `${API_BASE_PATH}/oauth/google/callback`;
const STATE_TTL_MS = 10 * 60_000;

let server: TestServer;
let op: Awaited<ReturnType<typeof startOidcProvider>>;
let loginPage: string;

beforeAll(async () => {
  server = await startTestServer((url) => ({ publicUrl: url }));
  op = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUri: `${server.url}${CALLBACK}`,
  });
  server.config.google = { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, issuer: op.issuer };
  loginPage = `${server.url}/login/`;
});
afterAll(async () => {
  await server?.close();
  await op?.close();
});

type Counted = 'users' | 'sessions' | 'email_sessions' | 'oauth_states' | 'oauth_handoffs';
const count = (table: Counted) => rowCount(server, table);
const counts = async () => ({
  users: await count('users'),
  sessions: await count('sessions'),
  email_sessions: await count('email_sessions'),
});
const userByEmail = (email: string) =>
  server.ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

let accountSeq = 0;
/** A person at the provider; the returned login is also their `sub`. */
function providerAccount(account: Partial<TestAccount> = {}) {
  const login = `google-sub-${Date.now().toString(36)}-${accountSeq++}`;
  const person: TestAccount = {
    email: uniqueEmail('g'),
    email_verified: true,
    name: 'Ada Lovelace',
    ...account,
  };
  op.accounts.set(login, person);
  return { login, ...person };
}

/** The key the browser that starts a sign-in keeps; the hand-off code works only with it. */
const BROWSER_KEY = newToken();

const startSession = (redirectUri = loginPage, handoffKey = BROWSER_KEY) =>
  server.call<{ oauth_url: string }>(
    'POST',
    '/oauth/google/session',
    { redirect_uri: redirectUri, handoff_key: handoffKey },
    { ip: freshIp() },
  );

const exchange = (code: string, handoffKey = BROWSER_KEY) =>
  server.call<{ token: string }>(
    'POST',
    '/oauth/google/exchange',
    { code, handoff_key: handoffKey },
    { ip: freshIp() },
  );

/** What the web app does with a landing address: trade its one-time code for a token. */
async function tokenFrom(landing: URL): Promise<string> {
  expect(landing.searchParams.get('token')).toBeNull();
  const r = await exchange(landing.searchParams.get('code') ?? '');
  expect(r.body.code).toBe(200);
  return r.body.data.token;
}

/** Follows our callback once and returns the login page address it redirects to. */
async function openCallback(callbackUrl: string): Promise<URL> {
  expect(callbackUrl.startsWith(`${server.url}${CALLBACK}?`)).toBe(true);
  const res = await fetch(callbackUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return new URL(res.headers.get('location') ?? '');
}

/** The whole browser journey: our session call, the provider's pages, our callback. */
async function signInWithGoogle(login: string, opts: { cancel?: boolean } = {}) {
  const session = await startSession();
  expect(session.body.code).toBe(200);
  const callbackUrl = await authorizeAtProvider(session.body.data.oauth_url, login, opts);
  return { callbackUrl, landing: await openCallback(callbackUrl) };
}

const profileOf = (token: string) =>
  server.call<{ id: string; email: string; username: string }>('GET', '/users/profile', undefined, {
    token,
  });

describe('POST /oauth/google/session', () => {
  it('returns the provider authorization URL with state, nonce and an S256 PKCE challenge', async () => {
    const r = await startSession();
    expect(r.status).toBe(200);
    const url = new URL(r.body.data.oauth_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${op.issuer}/auth`);
    const p = url.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('scope')).toBe('openid email profile');
    expect(p.get('client_id')).toBe(CLIENT_ID);
    expect(p.get('redirect_uri')).toBe(`${server.url}${CALLBACK}`);
    expect(p.get('code_challenge_method')).toBe('S256');
    const stored = await server.ctx.db
      .selectFrom('oauth_states')
      .selectAll()
      .where('state', '=', p.get('state') ?? '')
      .executeTakeFirstOrThrow();
    expect(stored.nonce).toBe(p.get('nonce'));
    expect(stored.redirect_uri).toBe(loginPage);
    expect(stored.expires_at - stored.created_at).toBe(STATE_TTL_MS);
    // The verifier never leaves the server; only its hash travels.
    expect(p.get('code_challenge')).toBe(
      createHash('sha256').update(stored.code_verifier).digest('base64url'),
    );
    expect(r.body.data.oauth_url).not.toContain(stored.code_verifier);
  });

  it('refuses a redirect_uri outside our origins with 1001 and stores nothing', async () => {
    const before = await count('oauth_states');
    for (const foreign of [
      'https://evil.example/login/',
      `${server.url.replace('127.0.0.1', 'localhost')}/login/`,
      `${server.url}.evil.example/login/`,
      `http://user@${server.url.slice('http://'.length)}/login/`,
      '/login/',
    ]) {
      const r = await startSession(foreign);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(Code.INVALID_INPUT);
    }
    expect(await count('oauth_states')).toBe(before);
  });

  it('accepts an origin listed in ALLOWED_ORIGINS', async () => {
    server.config.allowedOrigins = ['http://localhost:5173'];
    try {
      const r = await startSession('http://localhost:5173/login/');
      expect(r.body.code).toBe(200);
    } finally {
      server.config.allowedOrigins = [];
    }
  });

  it('caps sign-in starts at 10 per minute per client address (1011), storing nothing more', async () => {
    const ip = freshIp();
    const start = () =>
      server.call(
        'POST',
        '/oauth/google/session',
        { redirect_uri: loginPage, handoff_key: BROWSER_KEY },
        { ip },
      );
    for (let i = 0; i < ATTEMPT_LIMIT; i++) expect((await start()).body.code).toBe(200);
    const before = await count('oauth_states');
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(Code.SLOW_DOWN);
    expect(await count('oauth_states')).toBe(before);
  });

  it('answers 1008 when Google sign-in is not configured, storing nothing', async () => {
    const before = await count('oauth_states');
    const google = server.config.google;
    server.config.google = { issuer: google.issuer };
    try {
      const r = await startSession();
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        code: Code.AUTHORIZATION_FAILED,
        message: 'Google sign-in is not configured',
      });
    } finally {
      server.config.google = google;
    }
    expect(await count('oauth_states')).toBe(before);
  });
});

describe('GET /oauth/google/callback', () => {
  it('creates a new account, hands off to activation, and the invitation code then signs in', async () => {
    const person = providerAccount({ name: 'Grace Hopper' });
    const { landing } = await signInWithGoogle(person.login);
    expect(`${landing.origin}${landing.pathname}`).toBe(loginPage);
    expect(landing.searchParams.get('error')).toBe(Message.ACTIVATION_CODE_NEED);
    expect(landing.searchParams.get('email')).toBe(person.email);
    expect(landing.searchParams.get('token')).toBeNull();
    const sessionId = landing.searchParams.get('session_id') ?? '';

    const user = await userByEmail(person.email);
    expect(user).toMatchObject({ username: 'Grace Hopper', google_sub: person.login });
    expect(user?.activated_at).toBeNull();
    const emailSession = await server.ctx.db
      .selectFrom('email_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(emailSession.email).toBe(person.email);
    expect(emailSession.verified_at).not.toBeNull();

    // The invite page resumes exactly as after an e-mail sign-in.
    const [invitation] = await createInvitationCodes(server.ctx, 1);
    const key = await server.call<{ exponent: number; module: string; rsa_id: string }>(
      'GET',
      '/rsapub',
    );
    const login = await server.call<{ token: string }>(
      'POST',
      '/login',
      {
        email: person.email,
        login_method: 2,
        email_session_id: sessionId,
        rsa_id: key.body.data.rsa_id,
        activation_code: encryptForServer(key.body.data, invitation),
      },
      { ip: freshIp() },
    );
    expect(login.body.code).toBe(200);
    const profile = await profileOf(login.body.data.token);
    expect(profile.body.data).toMatchObject({ email: person.email, username: 'Grace Hopper' });

    // Once used, the e-mail session cannot sign in again.
    const replay = await server.call(
      'POST',
      '/login',
      { email: person.email, login_method: 2, email_session_id: sessionId },
      { ip: freshIp() },
    );
    expect(replay.body.code).toBe(Code.INVALID_CODE);

    // Now activated, the next Google sign-in lands with a one-time code that buys a token.
    const again = await signInWithGoogle(person.login);
    expect(again.landing.searchParams.get('error')).toBeNull();
    const token = await tokenFrom(again.landing);
    expect((await profileOf(token)).body.data.id).toBe(user?.id);
  });

  it('links an existing activated e-mail account and signs it in', async () => {
    const { email } = await signUp(server);
    const person = providerAccount({ email: email.toUpperCase() });
    const before = await userByEmail(email);
    expect(before?.google_sub).toBeNull();

    const { landing } = await signInWithGoogle(person.login);
    expect(`${landing.origin}${landing.pathname}`).toBe(loginPage);
    const token = await tokenFrom(landing);
    const profile = await profileOf(token);
    expect(profile.body.code).toBe(200);
    expect(profile.body.data).toMatchObject({ id: before?.id, email });
    const after = await userByEmail(email);
    expect(after?.google_sub).toBe(person.login);
    // The name chosen at sign-up is kept.
    expect(after?.username).toBe(before?.username);

    // A linked identity wins even after its Google address changed.
    op.accounts.set(person.login, { ...person, email: uniqueEmail('renamed') });
    const later = await signInWithGoogle(person.login);
    const laterProfile = await profileOf(await tokenFrom(later.landing));
    expect(laterProfile.body.data.id).toBe(before?.id);
  });

  it('refuses a tampered or reused state and creates no session', async () => {
    const person = providerAccount();
    const session = await startSession();
    const callbackUrl = await authorizeAtProvider(session.body.data.oauth_url, person.login);
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    const before = await counts();
    const refused = await openCallback(tampered.href);
    expect(refused.href).toBe(`${loginPage}?error=invalid_state`);
    expect(await counts()).toEqual(before);
    expect(await userByEmail(person.email)).toBeUndefined();

    const noState = new URL(callbackUrl);
    noState.searchParams.delete('state');
    expect((await openCallback(noState.href)).searchParams.get('error')).toBe('invalid_state');

    // The genuine state still works once (it was never consumed), then never again.
    const first = await openCallback(callbackUrl);
    expect(first.searchParams.get('error')).toBe(Message.ACTIVATION_CODE_NEED);
    const afterFirst = await counts();
    const replay = await openCallback(callbackUrl);
    expect(replay.searchParams.get('error')).toBe('invalid_state');
    expect(await counts()).toEqual(afterFirst);
  });

  it('refuses an expired state, consuming it and changing nothing else', async () => {
    const person = providerAccount();
    const session = await startSession();
    const callbackUrl = await authorizeAtProvider(session.body.data.oauth_url, person.login);
    const before = await counts();
    server.advanceClock(STATE_TTL_MS + 1);
    try {
      const landing = await openCallback(callbackUrl);
      expect(landing.href).toBe(`${loginPage}?error=state_expired`);
    } finally {
      server.advanceClock(-(STATE_TTL_MS + 1));
    }
    expect(await counts()).toEqual(before);
    expect((await openCallback(callbackUrl)).searchParams.get('error')).toBe('invalid_state');
  });

  it('reports a cancelled sign-in as access_denied and changes nothing', async () => {
    const person = providerAccount();
    const before = await counts();
    const { callbackUrl, landing } = await signInWithGoogle(person.login, { cancel: true });
    expect(new URL(callbackUrl).searchParams.get('error')).toBe('access_denied');
    expect(landing.href).toBe(`${loginPage}?error=access_denied`);
    expect(await counts()).toEqual(before);
  });

  it('refuses an unverified Google e-mail and creates no account', async () => {
    const person = providerAccount({ email_verified: false });
    const before = await counts();
    const { landing } = await signInWithGoogle(person.login);
    expect(landing.href).toBe(`${loginPage}?error=email_not_verified`);
    expect(await counts()).toEqual(before);
  });

  it('refuses to move an account already linked to another Google identity', async () => {
    const { email } = await signUp(server);
    await server.ctx.db
      .updateTable('users')
      .set({ google_sub: `other-${email}` })
      .where('email', '=', email)
      .execute();
    const person = providerAccount({ email });
    const before = await counts();
    const { landing } = await signInWithGoogle(person.login);
    expect(landing.href).toBe(`${loginPage}?error=account_conflict`);
    expect(await counts()).toEqual(before);
    expect((await userByEmail(email))?.google_sub).toBe(`other-${email}`);
  });

  it('refuses a suspended account without signing it in', async () => {
    const { email } = await signUp(server);
    await server.ctx.db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('email', '=', email)
      .execute();
    const person = providerAccount({ email });
    const before = await counts();
    const { landing } = await signInWithGoogle(person.login);
    expect(landing.href).toBe(`${loginPage}?error=account_suspended`);
    expect(await counts()).toEqual(before);
    expect((await userByEmail(email))?.google_sub).toBeNull();
  });

  it("activates an agent's sub-user on their first Google sign-in, with no invitation code", async () => {
    const admin = await agentAdmin(server);
    const sub = await subUser(server, admin);
    const person = providerAccount({ email: sub.email });
    const { landing } = await signInWithGoogle(person.login);
    const profile = await profileOf(await tokenFrom(landing));
    expect(profile.body.data).toMatchObject({ id: sub.id, email: sub.email });
    expect((await userByEmail(sub.email))?.activated_at).not.toBeNull();
  });

  it("refuses a sub-user their agent disabled (1015's account_suspended)", async () => {
    const admin = await agentAdmin(server);
    const sub = await subUser(server, admin);
    await server.call(
      'POST',
      '/agent/user/toggle-status',
      { agent_id: admin.agentId, user_id: sub.id },
      { token: admin.token },
    );
    const person = providerAccount({ email: sub.email });
    const { landing } = await signInWithGoogle(person.login);
    expect(landing.href).toBe(`${loginPage}?error=account_suspended`);
    expect((await userByEmail(sub.email))?.activated_at).toBeNull();
  });

  it('fails closed when the provider refuses our client secret', async () => {
    const person = providerAccount();
    const session = await startSession();
    const callbackUrl = await authorizeAtProvider(session.body.data.oauth_url, person.login);
    const google = server.config.google;
    server.config.google = { ...google, clientSecret: 'wrong-secret' };
    const before = await counts();
    try {
      const landing = await openCallback(callbackUrl);
      expect(landing.href).toBe(`${loginPage}?error=token_exchange_failed`);
    } finally {
      server.config.google = google;
    }
    expect(await counts()).toEqual(before);
    expect(await userByEmail(person.email)).toBeUndefined();
  });
});

describe('POST /oauth/google/exchange', () => {
  /** An activated account's Google sign-in, stopped at the landing address with its code. */
  async function landingCode(handoffKey = BROWSER_KEY) {
    const { email } = await signUp(server);
    const person = providerAccount({ email });
    const session = await startSession(loginPage, handoffKey);
    const callbackUrl = await authorizeAtProvider(session.body.data.oauth_url, person.login);
    const landing = await openCallback(callbackUrl);
    expect([...landing.searchParams.keys()]).toEqual(['code']);
    return { email, code: landing.searchParams.get('code') ?? '' };
  }

  it('trades the code for a token once, only with the starting browser key', async () => {
    const { email, code } = await landingCode();
    const r = await exchange(code);
    expect(r.body.code).toBe(200);
    expect((await profileOf(r.body.data.token)).body.data.email).toBe(email);
    const sessions = await count('sessions');
    const replay = await exchange(code);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe(Code.AUTHORIZATION_FAILED);
    expect(await count('sessions')).toBe(sessions);
  });

  it("refuses another browser's key (a crafted link) and burns the code", async () => {
    const { code } = await landingCode();
    const sessions = await count('sessions');
    const elsewhere = await exchange(code, newToken());
    expect(elsewhere.body).toMatchObject({
      code: Code.AUTHORIZATION_FAILED,
      message: 'Google sign-in hand-off refused',
    });
    // Even the rightful browser cannot use it after that.
    expect((await exchange(code)).body.code).toBe(Code.AUTHORIZATION_FAILED);
    expect(await count('sessions')).toBe(sessions);
    expect((await exchange('made-up-code')).body.code).toBe(Code.AUTHORIZATION_FAILED);
  });

  it('refuses a code older than two minutes', async () => {
    const { code } = await landingCode();
    const sessions = await count('sessions');
    server.advanceClock(GOOGLE_HANDOFF_TTL_MS + 1);
    try {
      expect((await exchange(code)).body.code).toBe(Code.AUTHORIZATION_FAILED);
    } finally {
      server.advanceClock(-(GOOGLE_HANDOFF_TTL_MS + 1));
    }
    // The late attempt used the code up: back in time, it still fails.
    expect((await exchange(code)).body.code).toBe(Code.AUTHORIZATION_FAILED);
    expect(await count('sessions')).toBe(sessions);
  });

  it('a sign-in cannot start without a hand-off key (1001), storing nothing', async () => {
    const before = await count('oauth_states');
    for (const body of [
      { redirect_uri: loginPage },
      { redirect_uri: loginPage, handoff_key: 'short' },
    ]) {
      const r = await server.call('POST', '/oauth/google/session', body, { ip: freshIp() });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(Code.INVALID_INPUT);
    }
    expect(await count('oauth_states')).toBe(before);
  });
});

describe('ID token verification', () => {
  const nonce = 'expected-nonce';
  const now = Date.now();
  const seconds = Math.floor(now / 1000);
  /** Tokens signed with the provider's own key (published in its JWKS) unless told otherwise. */
  const mint = (claims: Record<string, unknown>, key: CryptoKey = op.privateKey) =>
    new SignJWT({
      iss: op.issuer,
      aud: CLIENT_ID,
      sub: 'subject-1',
      iat: seconds,
      exp: seconds + 300,
      email: 'someone@example.com',
      email_verified: true,
      nonce,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: TEST_KEY_ID })
      .sign(key);
  const verify = async (token: string) =>
    verifyIdToken(await discoverProvider(op.issuer), token, { clientId: CLIENT_ID, nonce, now });

  it('accepts a token signed by the issuer for us', async () => {
    expect(await verify(await mint({ name: 'Ada' }))).toEqual({
      sub: 'subject-1',
      email: 'someone@example.com',
      name: 'Ada',
    });
    expect((await verify(await mint({ given_name: 'Ada', family_name: 'L' }))).name).toBe('Ada L');
  });

  it('refuses wrong nonce, audience, issuer, azp, expiry and foreign keys', async () => {
    const foreign = (await generateKeyPair('RS256')).privateKey;
    const cases: [string, Promise<string>, string][] = [
      ['nonce', mint({ nonce: 'other' }), 'invalid_id_token'],
      ['no nonce', mint({ nonce: undefined }), 'invalid_id_token'],
      ['audience', mint({ aud: 'someone-else' }), 'invalid_id_token'],
      ['issuer', mint({ iss: 'http://127.0.0.1:1' }), 'invalid_id_token'],
      ['azp', mint({ azp: 'someone-else' }), 'invalid_id_token'],
      ['two audiences, no azp', mint({ aud: [CLIENT_ID, 'other'] }), 'invalid_id_token'],
      ['expired', mint({ exp: seconds - 120 }), 'invalid_id_token'],
      ['foreign key', mint({}, foreign), 'invalid_id_token'],
      ['unverified', mint({ email_verified: false }), 'email_not_verified'],
      ['no e-mail', mint({ email: 'not-an-address' }), 'email_missing'],
    ];
    for (const [label, token, reason] of cases) {
      const outcome = await verify(await token).then(
        () => 'accepted',
        (err: { reason?: string }) => err.reason,
      );
      expect(`${label}: ${outcome}`).toBe(`${label}: ${reason}`);
    }
  });
});
