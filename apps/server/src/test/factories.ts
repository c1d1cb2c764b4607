import { createInvitationCodes } from '../features/access/invitation-codes';
import { encryptForServer } from './rsa-client';
import type { TestServer } from './test-server';

let seq = 0;
/** A client address no other call used, so per-address caps only bite where a test wants them. */
export const freshIp = () => `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq++ & 255}`;

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}${Date.now().toString(36)}${seq++}@example.com`;

/** The most recent 6-digit code mailed to `email`, read from the .eml on disk. */
export async function lastLoginCode(server: TestServer, email: string): Promise<string> {
  const mails = (await server.mailbox()).filter((m) => m.to.includes(email));
  const code = mails.length ? /\b(\d{6})\b/.exec(mails[mails.length - 1].text)?.[1] : undefined;
  if (!code) throw new Error(`no login code mailed to ${email}`);
  return code;
}

/** Signs up and activates a fresh account through the real HTTP flow; returns its token. */
export async function signUp(
  server: TestServer,
  email = uniqueEmail(),
  opts: { ip?: string } = {},
) {
  // Each sign-up comes from its own address so suites never trip the per-address cap.
  opts = { ip: opts.ip ?? freshIp() };
  const s = await server.call<{ email_session_id: string }>(
    'POST',
    '/prelogin/get_email_login_session',
    { email },
    opts,
  );
  const sessionId = s.body.data.email_session_id;
  await server.call(
    'POST',
    '/prelogin/send_email_verify_code',
    { email_session_id: sessionId },
    opts,
  );
  const code = await lastLoginCode(server, email);
  const [invitation] = await createInvitationCodes(server.ctx, 1);
  const key = await server.call<{ exponent: number; module: string; rsa_id: string }>(
    'GET',
    '/rsapub',
  );
  const login = await server.call<{ token: string }>(
    'POST',
    '/login',
    {
      name: email.split('@')[0],
      email,
      login_method: 2,
      email_session_id: sessionId,
      email_verification: code,
      rsa_id: key.body.data.rsa_id,
      activation_code: encryptForServer(key.body.data, invitation),
    },
    opts,
  );
  if (login.body.code !== 200) throw new Error(`sign up failed: ${JSON.stringify(login.body)}`);
  return { email, token: login.body.data.token };
}
