import {
  ATTEMPT_LIMIT,
  ATTEMPT_WINDOW_MS,
  Code,
  DAY_MS,
  LOGIN_CODE_MAILS_PER_ADDRESS_PER_DAY,
  LOGIN_CODE_MAILS_PER_DAY,
  LOGIN_CODE_MAX_GUESSES,
  Message,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from '@talkreel/contract';
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

const count = (table: 'sessions' | 'email_sessions') => rowCount(server, table);

async function openSession(email: string, ip = freshIp()) {
  const r = await server.call<{ email_session_id: string }>(
    'POST',
    '/prelogin/get_email_login_session',
    { email },
    { ip },
  );
  expect(r.body.code).toBe(200);
  return r.body.data.email_session_id;
}

const sendCode = (sessionId: string, ip = freshIp()) =>
  server.call('POST', '/prelogin/send_email_verify_code', { email_session_id: sessionId }, { ip });

const login = (body: Record<string, unknown>, ip = freshIp()) =>
  server.call<{ token: string }>('POST', '/login', { login_method: 2, ...body }, { ip });

async function invitation() {
  const [code] = await createInvitationCodes(server.ctx, 1);
  const key = await server.call<{ exponent: number; module: string; rsa_id: string }>(
    'GET',
    '/rsapub',
  );
  return { rsa_id: key.body.data.rsa_id, activation_code: encryptForServer(key.body.data, code) };
}

/** A new address that has verified its e-mail code and was told ACTIVATION_CODE_NEED. */
async function verifiedUnactivated() {
  const email = uniqueEmail('act');
  const sessionId = await openSession(email);
  await sendCode(sessionId);
  const r = await login({
    email,
    email_session_id: sessionId,
    email_verification: await lastLoginCode(server, email),
  });
  expect(r.body.message).toBe(Message.ACTIVATION_CODE_NEED);
  return { email, sessionId };
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** Runs `fn` with the server clock moved forward by `ms`, then moves it back. */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  server.advanceClock(ms);
  try {
    return await fn();
  } finally {
    server.advanceClock(-ms);
  }
}

describe('e-mail sessions are used up by the token they issue', () => {
  it('replaying {email, email_session_id} after a sign-in, or after logout, issues nothing', async () => {
    const { email } = await signUp(server);
    const sessionId = await openSession(email);
    await sendCode(sessionId);
    const first = await login({
      email,
      email_session_id: sessionId,
      email_verification: await lastLoginCode(server, email),
    });
    expect(first.body.code).toBe(200);
    const sessions = await count('sessions');
    const replay = await login({ email, email_session_id: sessionId });
    expect(replay.body).toMatchObject({
      code: Code.INVALID_CODE,
      message: Message.INVALID_VERIFY_CODE,
    });
    await server.call('POST', '/logout', {}, { token: first.body.data.token });
    expect((await login({ email, email_session_id: sessionId })).body.code).toBe(Code.INVALID_CODE);
    expect(await count('sessions')).toBe(sessions);
  });

  it('the activation step without an e-mail code works once', async () => {
    const { email, sessionId } = await verifiedUnactivated();
    const activated = await login({ email, email_session_id: sessionId, ...(await invitation()) });
    expect(activated.body.code).toBe(200);
    const sessions = await count('sessions');
    const again = await login({ email, email_session_id: sessionId, ...(await invitation()) });
    expect(again.body.code).toBe(Code.INVALID_CODE);
    expect(await count('sessions')).toBe(sessions);
  });

  it('a verified session skips the code only to activate, and not once the account is active', async () => {
    const { email, sessionId } = await verifiedUnactivated();
    // Nothing to activate with: no skipping the code.
    expect((await login({ email, email_session_id: sessionId })).body.code).toBe(Code.INVALID_CODE);
    // The account gets activated through another session; the old one may not sign in now.
    const other = await openSession(email);
    await sendCode(other);
    const viaOther = await login({
      email,
      email_session_id: other,
      email_verification: await lastLoginCode(server, email),
      ...(await invitation()),
    });
    expect(viaOther.body.code).toBe(200);
    const sessions = await count('sessions');
    const stale = await login({
      email,
      email_session_id: sessionId,
      invite_token: 'any',
      ...(await invitation()),
    });
    expect(stale.body.code).toBe(Code.INVALID_CODE);
    expect(await count('sessions')).toBe(sessions);
  });
});

describe('login code guesses', () => {
  it(`voids a code after ${LOGIN_CODE_MAX_GUESSES} wrong guesses`, async () => {
    const email = uniqueEmail('guess');
    const sessionId = await openSession(email);
    await sendCode(sessionId);
    const code = await lastLoginCode(server, email);
    for (let i = 0; i < LOGIN_CODE_MAX_GUESSES; i++) {
      const r = await login({
        email,
        email_session_id: sessionId,
        email_verification: wrongCodeFor(code),
      });
      expect(r.body.code).toBe(Code.INVALID_CODE);
      // The guess that voids the code says so; the ones before it only say it is wrong.
      expect(r.body.message).toBe(
        i === LOGIN_CODE_MAX_GUESSES - 1 ? Message.LOGIN_CODE_VOID : Message.INVALID_VERIFY_CODE,
      );
    }
    const right = await login({ email, email_session_id: sessionId, email_verification: code });
    expect(right.body.code).toBe(Code.INVALID_CODE);
    expect(right.body.message).toBe(Message.LOGIN_CODE_VOID);
    const stored = await server.ctx.db
      .selectFrom('login_codes')
      .selectAll()
      .where('email_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(stored.failed_attempts).toBe(LOGIN_CODE_MAX_GUESSES);
    expect(stored.used_at).not.toBeNull();
    // A newly sent code works.
    await sendCode(sessionId);
    const fresh = await login({
      email,
      email_session_id: sessionId,
      email_verification: await lastLoginCode(server, email),
    });
    expect(fresh.body.message).toBe(Message.ACTIVATION_CODE_NEED);
  });

  it('guesses with no code sent do not lock the address out', async () => {
    const { email } = await signUp(server);
    for (let i = 0; i < ATTEMPT_LIMIT * 2; i++) {
      const attackerSession = await openSession(email);
      const r = await login({
        email,
        email_session_id: i % 2 ? attackerSession : 'made-up-session',
        email_verification: '123456',
      });
      expect(r.body.code).toBe(Code.INVALID_CODE);
    }
    const sessionId = await openSession(email);
    await sendCode(sessionId);
    const r = await login({
      email,
      email_session_id: sessionId,
      email_verification: await lastLoginCode(server, email),
    });
    expect(r.body.code).toBe(200);
  });

  it(`wrong guesses at sent codes are capped at ${ATTEMPT_LIMIT} per e-mail per window`, async () => {
    const email = uniqueEmail('failcap');
    for (let s = 0; s < ATTEMPT_LIMIT / LOGIN_CODE_MAX_GUESSES; s++) {
      const sessionId = await openSession(email);
      await sendCode(sessionId);
      const code = await lastLoginCode(server, email);
      for (let i = 0; i < LOGIN_CODE_MAX_GUESSES; i++) {
        await login({ email, email_session_id: sessionId, email_verification: wrongCodeFor(code) });
      }
    }
    const sessionId = await openSession(email);
    await sendCode(sessionId);
    const code = await lastLoginCode(server, email);
    const refused = await login({ email, email_session_id: sessionId, email_verification: code });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(Code.SLOW_DOWN);
    // The refusal did not spend the code: it works once the window has passed.
    const ok = await later(ATTEMPT_WINDOW_MS + 1000, () =>
      login({ email, email_session_id: sessionId, email_verification: code }),
    );
    expect(ok.body.message).toBe(Message.ACTIVATION_CODE_NEED);
  });
});

describe('caps on the calls that write or mail for anonymous callers', () => {
  it(`get_email_login_session serves ${ATTEMPT_LIMIT} calls per address per minute, then 1011`, async () => {
    const ip = freshIp();
    for (let i = 0; i < ATTEMPT_LIMIT; i++) await openSession(uniqueEmail('many'), ip);
    const before = await count('email_sessions');
    const r = await server.call(
      'POST',
      '/prelogin/get_email_login_session',
      { email: uniqueEmail('many') },
      { ip },
    );
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ code: Code.SLOW_DOWN, message: Message.TOO_FREQUENT });
    expect(await count('email_sessions')).toBe(before);
  });

  /** Sends code mails for `email` until `count` went out, a minute of clock at a time. */
  async function sendMany(email: string, count: number, ip: () => string) {
    const sessionId = await openSession(email);
    let sent = 0;
    let minutes = 0;
    while (sent < count) {
      for (let i = 0; i < ATTEMPT_LIMIT && sent < count; i++, sent++) {
        expect((await sendCode(sessionId, ip())).body.code).toBe(200);
      }
      // Past the per-minute caps; the e-mail session lives an hour, so it stays usable.
      server.advanceClock(ATTEMPT_WINDOW_MS + 1000);
      minutes++;
    }
    return minutes;
  }
  const mailsTo = async (email: string) =>
    (await server.mailbox()).filter((m) => m.to.includes(email)).length;

  it(`one sender gets ${LOGIN_CODE_MAILS_PER_DAY} code mails a day sent to an address; the owner still gets theirs`, async () => {
    const email = uniqueEmail('daily');
    const attacker = freshIp();
    let minutes = 0;
    try {
      minutes = await sendMany(email, LOGIN_CODE_MAILS_PER_DAY, () => attacker);
      const refused = await sendCode(await openSession(email, attacker), attacker);
      expect(refused.status).toBe(429);
      // Told to come back tomorrow, not in a minute as the per-minute caps say.
      expect(refused.body).toMatchObject({ code: Code.SLOW_DOWN, message: Message.DAILY_LIMIT });
      expect(await mailsTo(email)).toBe(LOGIN_CODE_MAILS_PER_DAY);
      // The address's owner, elsewhere, is not locked out by it.
      const owner = freshIp();
      expect((await sendCode(await openSession(email, owner), owner)).body.code).toBe(200);
      const nextDay = await later(DAY_MS, async () =>
        sendCode(await openSession(email, attacker), attacker),
      );
      expect(nextDay.body.code).toBe(200);
    } finally {
      server.advanceClock(-minutes * (ATTEMPT_WINDOW_MS + 1000));
    }
  });

  it(`an address gets at most ${LOGIN_CODE_MAILS_PER_ADDRESS_PER_DAY} code mails a day, however many senders ask`, async () => {
    const email = uniqueEmail('flood');
    let minutes = 0;
    try {
      minutes = await sendMany(email, LOGIN_CODE_MAILS_PER_ADDRESS_PER_DAY, freshIp);
      const refused = await sendCode(await openSession(email));
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: Code.SLOW_DOWN, message: Message.DAILY_LIMIT });
      expect(await mailsTo(email)).toBe(LOGIN_CODE_MAILS_PER_ADDRESS_PER_DAY);
    } finally {
      server.advanceClock(-minutes * (ATTEMPT_WINDOW_MS + 1000));
    }
  });
});

describe('idle sessions', () => {
  const profile = (token: string) => server.call('GET', '/users/profile', undefined, { token });

  it('a session unused for a week ends with 1014 (HTTP 401)', async () => {
    const { token } = await signUp(server);
    const r = await later(SESSION_IDLE_TIMEOUT_MS + 1000, () => profile(token));
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: Code.SESSION_EXPIRED, message: Message.SESSION_IDLE });
  });

  it('use keeps a session alive, written at most once per touch interval', async () => {
    const { token } = await signUp(server);
    const lastUsed = async () =>
      (
        await server.ctx.db
          .selectFrom('sessions')
          .select('last_used_at')
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    const week = SESSION_IDLE_TIMEOUT_MS;
    // A call soon after sign-in writes nothing.
    expect((await profile(token)).body.code).toBe(200);
    expect(await lastUsed()).toBeNull();
    const step = week - 60_000;
    server.advanceClock(step);
    try {
      expect((await profile(token)).body.code).toBe(200);
      const touched = await lastUsed();
      expect(touched).not.toBeNull();
      await later(SESSION_TOUCH_INTERVAL_MS - 1000, () => profile(token));
      expect(await lastUsed()).toBe(touched);
      // Nearly two weeks after sign-in, but under a week since the last use.
      expect((await later(step, () => profile(token))).body.code).toBe(200);
      expect((await later(step + week + 1000, () => profile(token))).body.code).toBe(
        Code.SESSION_EXPIRED,
      );
    } finally {
      server.advanceClock(-step);
    }
  });
});
