import { ATTEMPT_LIMIT, Code, LOGIN_CODE_TTL_MS, Message } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, lastLoginCode, signUp, uniqueEmail } from '../../test/factories';
import { rowCount } from '../../test/row-count';
import { encryptForServer } from '../../test/rsa-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createInvitationCodes } from './invitation-codes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const countRows = (table: 'users' | 'sessions' | 'workspaces' | 'login_codes' | 'waitlist') =>
  rowCount(server, table);

async function startSession(email: string, ip = freshIp()) {
  const r = await server.call<{ email_session_id: string; first_login: boolean }>(
    'POST',
    '/prelogin/get_email_login_session',
    { email },
    { ip },
  );
  expect(r.body.code).toBe(200);
  return r.body.data;
}

async function sendCode(sessionId: string, ip = freshIp()) {
  return server.call(
    'POST',
    '/prelogin/send_email_verify_code',
    { email_session_id: sessionId },
    { ip },
  );
}

const login = (body: Record<string, unknown>, ip = freshIp(), lang?: string) =>
  server.call<{ token?: string; email?: string; session_id?: string }>(
    'POST',
    '/login',
    { login_method: 2, ...body },
    { ip, lang },
  );

async function rsaEncrypt(text: string) {
  const key = await server.call<{ exponent: number; module: string; rsa_id: string }>(
    'GET',
    '/rsapub',
  );
  return { rsa_id: key.body.data.rsa_id, activation_code: encryptForServer(key.body.data, text) };
}

describe('e-mail sign-in', () => {
  it('creates an unactivated account on first login, asks for activation, then activates with an invitation code', async () => {
    const email = uniqueEmail('new');
    const s = await startSession(email);
    expect(s.first_login).toBe(true);
    expect((await sendCode(s.email_session_id)).body.code).toBe(200);
    const code = await lastLoginCode(server, email);
    const mail = (await server.mailbox()).filter((m) => m.to.includes(email)).at(-1)!;
    expect(mail.subject).toContain(code);
    expect(mail.html).toContain(code);

    const first = await login({
      email,
      email_session_id: s.email_session_id,
      email_verification: code,
      name: 'new',
    });
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({
      code: Code.SIGN_IN_FAILED,
      message: Message.ACTIVATION_CODE_NEED,
      data: { email, session_id: s.email_session_id },
    });
    const user = await server.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.username).toBe('new');
    expect(user.activated_at).toBeNull();

    // The invite page resumes with the verified session and no new code.
    const [invitation] = await createInvitationCodes(server.ctx, 1);
    const ok = await login({
      email,
      email_session_id: s.email_session_id,
      ...(await rsaEncrypt(invitation)),
    });
    expect(ok.body.code).toBe(200);
    const token = ok.body.data.token!;
    expect(token.length).toBeGreaterThan(30);

    const profile = await server.call<{
      email: string;
      username: string;
      latest_modified_workspace: { id: string };
    }>('GET', '/users/profile', undefined, { token });
    expect(profile.body.code).toBe(200);
    expect(profile.body.data.email).toBe(email);
    expect(profile.body.data.latest_modified_workspace.id).toBeTruthy();
    const ws = await server.ctx.db
      .selectFrom('workspace_members')
      .innerJoin('workspaces', 'workspaces.id', 'workspace_members.workspace_id')
      .select(['workspaces.name', 'workspace_members.role'])
      .where('user_id', '=', user.id)
      .execute();
    expect(ws).toEqual([{ name: 'My Product', role: 'owner' }]);

    // Tokens are stored hashed, never in clear.
    const stored = await server.ctx.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it('an activated account signs in again with a fresh code and first_login false', async () => {
    const { email } = await signUp(server);
    const s = await startSession(email);
    expect(s.first_login).toBe(false);
    await sendCode(s.email_session_id);
    const code = await lastLoginCode(server, email);
    const r = await login({
      email,
      email_session_id: s.email_session_id,
      email_verification: code,
    });
    expect(r.body.code).toBe(200);
    expect(r.body.data.token).toBeTruthy();
  });

  it('localises the code e-mail by Accept-Language', async () => {
    const email = uniqueEmail('de');
    const s = await startSession(email);
    await server.call(
      'POST',
      '/prelogin/send_email_verify_code',
      { email_session_id: s.email_session_id },
      { lang: 'de-DE,de;q=0.9' },
    );
    const mail = (await server.mailbox()).filter((m) => m.to.includes(email)).at(-1)!;
    expect(mail.subject).toMatch(/^Dein Talkreel-Anmeldecode: \d{6}$/);
  });

  it('refuses a wrong code and changes nothing', async () => {
    const email = uniqueEmail('wrong');
    const s = await startSession(email);
    await sendCode(s.email_session_id);
    const code = await lastLoginCode(server, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const users = await countRows('users');
    const r = await login({
      email,
      email_session_id: s.email_session_id,
      email_verification: wrong,
    });
    expect(r.body).toMatchObject({ code: Code.INVALID_CODE, message: Message.INVALID_VERIFY_CODE });
    expect(await countRows('users')).toBe(users);
    const session = await server.ctx.db
      .selectFrom('email_sessions')
      .selectAll()
      .where('id', '=', s.email_session_id)
      .executeTakeFirstOrThrow();
    expect(session.verified_at).toBeNull();
    // The real code still works afterwards.
    const ok = await login({
      email,
      email_session_id: s.email_session_id,
      email_verification: code,
    });
    expect(ok.body.message).toBe(Message.ACTIVATION_CODE_NEED);
  });

  it('refuses an expired code and changes nothing', async () => {
    const email = uniqueEmail('late');
    const s = await startSession(email);
    await sendCode(s.email_session_id);
    const code = await lastLoginCode(server, email);
    server.advanceClock(LOGIN_CODE_TTL_MS + 1000);
    try {
      const users = await countRows('users');
      const r = await login({
        email,
        email_session_id: s.email_session_id,
        email_verification: code,
      });
      expect(r.body.code).toBe(Code.INVALID_CODE);
      expect(await countRows('users')).toBe(users);
    } finally {
      server.advanceClock(-(LOGIN_CODE_TTL_MS + 1000));
    }
  });

  it('refuses a reused code', async () => {
    const { email } = await signUp(server);
    const s = await startSession(email);
    await sendCode(s.email_session_id);
    const code = await lastLoginCode(server, email);
    expect(
      (await login({ email, email_session_id: s.email_session_id, email_verification: code })).body
        .code,
    ).toBe(200);
    // A second e-mail session cannot replay the first session's code.
    const s2 = await startSession(email);
    const sessions = await countRows('sessions');
    const r = await login({
      email,
      email_session_id: s2.email_session_id,
      email_verification: code,
    });
    expect(r.body.code).toBe(Code.INVALID_CODE);
    expect(await countRows('sessions')).toBe(sessions);
  });

  it('a resent code replaces the earlier one', async () => {
    const email = uniqueEmail('resend');
    const s = await startSession(email);
    await sendCode(s.email_session_id);
    const first = await lastLoginCode(server, email);
    await sendCode(s.email_session_id);
    const second = await lastLoginCode(server, email);
    if (first !== second) {
      const r = await login({
        email,
        email_session_id: s.email_session_id,
        email_verification: first,
      });
      expect(r.body.code).toBe(Code.INVALID_CODE);
    }
    const ok = await login({
      email,
      email_session_id: s.email_session_id,
      email_verification: second,
    });
    expect(ok.body.message).toBe(Message.ACTIVATION_CODE_NEED);
  });

  it('refuses a bad invitation code and leaves the account unactivated', async () => {
    const email = uniqueEmail('badinv');
    const s = await startSession(email);
    await sendCode(s.email_session_id);
    const code = await lastLoginCode(server, email);
    await login({ email, email_session_id: s.email_session_id, email_verification: code });
    const workspaces = await countRows('workspaces');
    const bad = await login({
      email,
      email_session_id: s.email_session_id,
      ...(await rsaEncrypt('TR-NOPE-NOPE')),
    });
    expect(bad.body).toMatchObject({
      code: Code.INVALID_CODE,
      message: Message.INVALID_ACTIVATION_CODE,
    });
    const garbage = await login({
      email,
      email_session_id: s.email_session_id,
      rsa_id: 'x',
      activation_code: 'abc',
    });
    expect(garbage.body.code).toBe(Code.INVALID_CODE);
    const user = await server.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.activated_at).toBeNull();
    expect(await countRows('workspaces')).toBe(workspaces);
  });

  it('an invitation code works once', async () => {
    const [invitation] = await createInvitationCodes(server.ctx, 1);
    const activate = async (email: string) => {
      const s = await startSession(email);
      await sendCode(s.email_session_id);
      await login({
        email,
        email_session_id: s.email_session_id,
        email_verification: await lastLoginCode(server, email),
      });
      return login({
        email,
        email_session_id: s.email_session_id,
        ...(await rsaEncrypt(invitation.toLowerCase())),
      });
    };
    expect((await activate(uniqueEmail('once-a'))).body.code).toBe(200);
    expect((await activate(uniqueEmail('once-b'))).body.code).toBe(Code.INVALID_CODE);
  });

  it('caps send-code at 10 per e-mail per minute; the 11th sends nothing', async () => {
    const email = uniqueEmail('cap');
    const s = await startSession(email);
    for (let i = 0; i < ATTEMPT_LIMIT; i++)
      expect((await sendCode(s.email_session_id, `10.9.${i}.1`)).body.code).toBe(200);
    const before = await countRows('login_codes');
    const mails = (await server.mailbox()).length;
    const r = await sendCode(s.email_session_id, '10.9.99.1');
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ code: Code.SLOW_DOWN, message: Message.TOO_FREQUENT });
    expect(await countRows('login_codes')).toBe(before);
    expect((await server.mailbox()).length).toBe(mails);
    server.advanceClock(61_000);
    try {
      expect((await sendCode(s.email_session_id, '10.9.100.1')).body.code).toBe(200);
    } finally {
      server.advanceClock(-61_000);
    }
  });

  it('caps login attempts per address: the 11th with the right code is refused', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < ATTEMPT_LIMIT; i++) {
      const email = uniqueEmail(`ip${i}`);
      const s = await startSession(email);
      const r = await login(
        { email, email_session_id: s.email_session_id, email_verification: '123456x' },
        ip,
      );
      expect(r.body.code).toBe(Code.INVALID_CODE);
    }
    const email = uniqueEmail('ip-last');
    const s = await startSession(email);
    await sendCode(s.email_session_id);
    const code = await lastLoginCode(server, email);
    const users = await countRows('users');
    const r = await login(
      { email, email_session_id: s.email_session_id, email_verification: code },
      ip,
    );
    expect(r.body.code).toBe(Code.SLOW_DOWN);
    expect(await countRows('users')).toBe(users);
    const session = await server.ctx.db
      .selectFrom('email_sessions')
      .selectAll()
      .where('id', '=', s.email_session_id)
      .executeTakeFirstOrThrow();
    expect(session.verified_at).toBeNull();
  });

  it('validates input with the spec messages', async () => {
    const r = await server.call('POST', '/prelogin/get_email_login_session', { email: '' });
    expect(r.body).toMatchObject({ code: Code.INVALID_INPUT, message: 'Email cannot be empty' });
    const r2 = await server.call('POST', '/prelogin/get_email_login_session', {
      email: 'not an email',
    });
    expect(r2.body).toMatchObject({ code: Code.INVALID_INPUT, message: 'Invalid email' });
  });
});

describe('sessions and signatures', () => {
  it('refuses a bad signature and a stale timestamp without touching the session', async () => {
    const { token } = await signUp(server);
    const bad = await server.call('POST', '/logout', {}, { token, signature: 'ab'.repeat(32) });
    expect(bad.status).toBe(403);
    expect(bad.body).toMatchObject({
      code: Code.ACCESS_RESTRICTED,
      message: Message.BAD_SIGNATURE,
    });
    const missing = await server.call('GET', '/users/profile', undefined, {
      token,
      signature: null,
    });
    expect(missing.body.code).toBe(Code.ACCESS_RESTRICTED);
    const stale = await server.call(
      'POST',
      '/logout',
      {},
      { token, timestamp: String(Date.now() - 6 * 60_000) },
    );
    expect(stale.body).toMatchObject({
      code: Code.ACCESS_RESTRICTED,
      message: Message.STALE_TIMESTAMP,
    });
    // Neither refused logout revoked the token.
    expect((await server.call('GET', '/users/profile', undefined, { token })).body.code).toBe(200);
  });

  it('logout revokes the token server-side; later calls get 1002', async () => {
    const { token } = await signUp(server);
    expect((await server.call('POST', '/logout', {}, { token })).body.code).toBe(200);
    const r = await server.call('GET', '/users/profile', undefined, { token });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(Code.SIGN_IN_REQUIRED);
  });

  it('expired tokens get 1002, unknown tokens too, and no token at all', async () => {
    const { token } = await signUp(server);
    server.advanceClock(31 * 24 * 3600_000);
    try {
      // Sign with the moved clock so only the session's own expiry is tested.
      const r = await server.call('GET', '/users/profile', undefined, { token });
      expect(r.body.code).toBe(Code.SIGN_IN_REQUIRED);
    } finally {
      server.advanceClock(-31 * 24 * 3600_000);
    }
    expect(
      (await server.call('GET', '/users/profile', undefined, { token: 'nope' })).body.code,
    ).toBe(Code.SIGN_IN_REQUIRED);
    expect((await server.call('GET', '/users/profile')).body.code).toBe(Code.SIGN_IN_REQUIRED);
  });

  it('agent check-admin reflects the flag', async () => {
    const { token, email } = await signUp(server);
    const r = await server.call<{ agent_admin: boolean }>('GET', '/agent/check-admin', undefined, {
      token,
    });
    expect(r.body.data.agent_admin).toBe(false);
    await server.ctx.db
      .updateTable('users')
      .set({ agent_admin: 1 })
      .where('email', '=', email)
      .execute();
    const r2 = await server.call<{ agent_admin: boolean }>('GET', '/agent/check-admin', undefined, {
      token,
    });
    expect(r2.body.data.agent_admin).toBe(true);
  });
});

describe('waitlist', () => {
  it('joining is idempotent', async () => {
    const email = uniqueEmail('wait');
    const before = await countRows('waitlist');
    for (let i = 0; i < 2; i++) {
      const r = await server.call('POST', '/join-waiting-queue', {
        name: '',
        email,
        login_method: 2,
      });
      expect(r.body.code).toBe(200);
    }
    expect(await countRows('waitlist')).toBe(before + 1);
  });
});

describe('platform', () => {
  it('serves an OpenAPI document of the contract', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/login', '/api/v1/users/profile', '/api/v1/rsapub']),
    );
  });

  it('echoes the request id and answers unknown calls with 1004', async () => {
    const res = await fetch(`${server.url}/api/v1/nope`, {
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(((await res.json()) as { code: number }).code).toBe(Code.NOT_FOUND);
  });

  it('malformed JSON is a format error, not a crash', async () => {
    const res = await fetch(`${server.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: number }).code).toBe(Code.INVALID_FORMAT);
  });
});
