import { createHash } from 'node:crypto';
import path from 'node:path';
import { API_BASE_PATH, Header, signaturePayload } from '@talkreel/contract';
import { readMailFolder } from '../test/mail-folder';
import { encryptForServer } from '../test/rsa-client';
import { waitFor } from './processes';

export interface Reply<T> {
  code: number;
  message: string;
  data: T;
}

/** A signed API call to one server, as the web app makes it; unsigned without a token. */
export async function call<T>(
  baseUrl: string,
  secret: string,
  method: 'GET' | 'POST',
  urlPath: string,
  body?: unknown,
  token?: string,
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) {
    const ts = String(Date.now());
    headers[Header.AUTHORIZATION] = `Bearer ${token}`;
    headers[Header.AUTH_TOKEN] = token;
    headers[Header.TIMESTAMP] = ts;
    headers[Header.SIGNATURE] = createHash('sha256')
      .update(signaturePayload(ts, token, secret))
      .digest('hex');
  }
  const res = await fetch(`${baseUrl}${API_BASE_PATH}${urlPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Reply<T>;
}

/** Like `call`, but a refusal (any code but 200) throws. */
export async function ok<T>(...args: Parameters<typeof call>): Promise<T> {
  const r = await call<T>(...args);
  if (r.code !== 200) throw new Error(`${args[2]} ${args[3]}: ${r.code} ${r.message}`);
  return r.data;
}

/**
 * A client in front of several API servers, as a balancer would be: each call goes to the
 * first server, and to the next one when a server cannot be reached (connection refused or
 * reset). Counts the calls each server answered and the failovers.
 */
export class FailoverClient {
  answeredBy = new Map<string, number>();
  failovers = 0;
  constructor(
    private readonly bases: string[],
    private readonly secret: string,
    private readonly token: string,
  ) {}

  async post<T>(urlPath: string, body: unknown, prefer = 0): Promise<{ data: T; base: string }> {
    let lastError: unknown;
    for (let i = 0; i < this.bases.length; i++) {
      const base = this.bases[(prefer + i) % this.bases.length];
      try {
        const data = await ok<T>(base, this.secret, 'POST', urlPath, body, this.token);
        this.answeredBy.set(base, (this.answeredBy.get(base) ?? 0) + 1);
        return { data, base };
      } catch (err) {
        // Only an unreachable server moves the call on; a refusal is the answer.
        if (!(err instanceof TypeError)) throw err;
        lastError = err;
        this.failovers++;
      }
    }
    throw lastError;
  }
}

/** The 6-digit code of the newest sign-in mail to `email` in a server's mailbox folder. */
async function loginCode(dataDir: string, email: string): Promise<string | undefined> {
  const mails = await readMailFolder(path.join(dataDir, 'mailbox'));
  const mail = mails.reverse().find((m) => m.to.includes(email));
  return mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
}

/** Signs up through one API server (its mailbox under `dataDir`) and returns the session token. */
export async function signUpThrough(
  baseUrl: string,
  secret: string,
  dataDir: string,
  invitation: string,
  email: string,
): Promise<string> {
  const { email_session_id } = await ok<{ email_session_id: string }>(
    baseUrl,
    secret,
    'POST',
    '/prelogin/get_email_login_session',
    { email },
  );
  await ok(baseUrl, secret, 'POST', '/prelogin/send_email_verify_code', { email_session_id });
  const code = await waitFor('the sign-in mail', () => loginCode(dataDir, email), 30_000, 200);
  const key = await ok<{ exponent: number; module: string; rsa_id: string }>(
    baseUrl,
    secret,
    'GET',
    '/rsapub',
  );
  const login = await ok<{ token: string }>(baseUrl, secret, 'POST', '/login', {
    name: email.split('@')[0],
    email,
    login_method: 2,
    email_session_id,
    email_verification: code,
    rsa_id: key.rsa_id,
    activation_code: encryptForServer(key, invitation),
  });
  return login.token;
}
