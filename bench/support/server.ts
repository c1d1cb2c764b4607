/**
 * What the bench scripts share: the built server's paths, a signed API client, signing a new
 * account in through the real HTTP flow, and waiting on a child server.
 */
import { type ChildProcess, execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { API_BASE_PATH, DEFAULT_SIGNING_SECRET, signaturePayload } from '@talkreel/contract';
import { simpleParser } from 'mailparser';
import { encryptForServer } from '../../apps/server/src/test/rsa-client';

const root = new URL('../..', import.meta.url).pathname;
export const serverMain = join(root, 'apps/server/dist/main.js');
export const serverAdmin = join(root, 'apps/server/dist/admin.js');
const run = promisify(execFile);

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export class Client {
  constructor(
    readonly baseUrl: string,
    readonly ip: string,
    public token = '',
  ) {}

  /** Auth headers of a signed call made now (the signature holds for the allowed clock skew). */
  signedHeaders(): Record<string, string> {
    const ts = String(Date.now());
    return {
      'x-forwarded-for': this.ip,
      authorization: `Bearer ${this.token}`,
      'auth-token': this.token,
      'x-timestamp': ts,
      'x-signature': createHash('sha256')
        .update(signaturePayload(ts, this.token, DEFAULT_SIGNING_SECRET))
        .digest('hex'),
    };
  }

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
    const headers: Record<string, string> = this.token
      ? this.signedHeaders()
      : { 'x-forwarded-for': this.ip };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${API_BASE_PATH}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Envelope<T>;
  }
}

export async function loginCode(dataDir: string, email: string): Promise<string> {
  const dir = join(dataDir, 'mailbox');
  for (let tries = 0; tries < 100; tries++) {
    const files = existsSync(dir) ? readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
      const code = to?.includes(email) ? /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] : undefined;
      if (code) return code;
    }
    await sleep(100);
  }
  throw new Error(`no login code mailed to ${email}`);
}

/** New invitation codes from the operator's command line. */
export async function createInvitations(dataDir: string, count: number): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    [serverAdmin, 'invite-codes', 'create', '--count', String(count)],
    { env: serverEnv(dataDir, 0) },
  );
  return stdout.trim().split('\n');
}

/** Signs a new account in as a browser would: e-mail code, then an invitation code under RSA. */
export async function signIn(
  baseUrl: string,
  dataDir: string,
  n: number,
  invitation?: string,
): Promise<Client> {
  const client = new Client(baseUrl, `10.77.0.${n + 1}`);
  const email = `bench${n}@example.com`;
  const session = await client.call<{ email_session_id: string }>(
    'POST',
    '/prelogin/get_email_login_session',
    { email },
  );
  const sessionId = session.data.email_session_id;
  await client.call('POST', '/prelogin/send_email_verify_code', { email_session_id: sessionId });
  const code = await loginCode(dataDir, email);
  const activation = invitation ?? (await createInvitations(dataDir, 1))[0];
  const key = await client.call<{ exponent: number; module: string; rsa_id: string }>(
    'GET',
    '/rsapub',
  );
  const login = await client.call<{ token: string }>('POST', '/login', {
    name: `bench${n}`,
    email,
    login_method: 2,
    email_session_id: sessionId,
    email_verification: code,
    rsa_id: key.data.rsa_id,
    activation_code: encryptForServer(key.data, activation),
  });
  if (login.code !== 200) throw new Error(`sign-in failed: ${login.code} ${login.message}`);
  client.token = login.data.token;
  return client;
}

export function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    STOCK_LIMIT: '2',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'SMTP_URL', 'S3_BUCKET']) {
    delete env[name];
  }
  return env;
}

export async function waitUntil(what: string, check: () => Promise<boolean>, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited while waiting for ${what}`);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what}: not within 60 s`);
}

/**
 * CPU seconds a thread of the server has used (utime + stime from /proc, in ticks of 1/100 s):
 * the main thread is the one whose id is the process id. Unlike latency this barely moves when
 * other work shares the cores. NaN where /proc is missing.
 */
export function threadCpuSec(pid: number, tid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds of the server's main thread and of all its other threads together. */
export function serverCpu(pid: number): { main: number; others: number } {
  const main = threadCpuSec(pid, pid);
  let all = Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    all = (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    // not Linux
  }
  return { main, others: all - main };
}
