/**
 * Preview load benchmark: does the API stay responsive while speech previews are made? Starts the
 * built server (apps/server/dist, so `npm run build` first) on loopback with a temporary data dir
 * and two stock voices, signs a few users in through the real HTTP flow, then times
 * `GET /api/v1/rsapub` on the idle server and again while 40 previews with distinct texts run in
 * parallel. Prints p50/p99 for both and how the previews ended. Run with `npm run bench:previews`.
 * Stops by itself (the whole run is bounded) and removes its data dir.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  API_BASE_PATH,
  DEFAULT_SIGNING_SECRET,
  PREVIEW_CONCURRENCY,
  PREVIEW_LIMIT,
  PREVIEW_QUEUE_LIMIT,
  signaturePayload,
} from '@talkreel/contract';
import { simpleParser } from 'mailparser';
import { encryptForServer } from '../apps/server/src/test/rsa-client';

const PREVIEWS = 40;
const USERS = Math.ceil(PREVIEWS / PREVIEW_LIMIT) + 1;
const IDLE_SAMPLES = 300;
const RUN_LIMIT_MS = 10 * 60_000;
const VOICES = ['en-ava', 'en-grace'];

const root = new URL('..', import.meta.url).pathname;
const serverMain = join(root, 'apps/server/dist/main.js');
const serverAdmin = join(root, 'apps/server/dist/admin.js');
const run = promisify(execFile);

const sentences = [
  'Our studio opens early on weekdays',
  'Every script gets a careful read before recording',
  'The new voices sound warmer than last season',
  'Please check the captions before you publish',
  'We render each video at seven hundred twenty pixels',
  'Short clips keep viewers watching to the end',
  'A friendly greeting sets the tone for the rest',
  'Questions from the audience arrive every morning',
];
/** Distinct preview texts of about 120 characters (distinct, so none is served from the cache). */
const previewText = (i: number) =>
  `${sentences[i % sentences.length]}, take ${i + 1}. ${sentences[(i * 3 + 1) % sentences.length]}.`;

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

class Client {
  constructor(
    readonly baseUrl: string,
    readonly ip: string,
    public token = '',
  ) {}

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.token) {
      const ts = String(Date.now());
      headers.authorization = `Bearer ${this.token}`;
      headers['auth-token'] = this.token;
      headers['x-timestamp'] = ts;
      headers['x-signature'] = createHash('sha256')
        .update(signaturePayload(ts, this.token, DEFAULT_SIGNING_SECRET))
        .digest('hex');
    }
    const res = await fetch(`${this.baseUrl}${API_BASE_PATH}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Envelope<T>;
  }
}

async function loginCode(dataDir: string, email: string): Promise<string> {
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

/** Signs a new account in as a browser would: e-mail code, then an invitation code under RSA. */
async function signIn(baseUrl: string, dataDir: string, n: number): Promise<Client> {
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
  const { stdout } = await run(process.execPath, [serverAdmin, 'invite-codes', 'create'], {
    env: serverEnv(dataDir, 0),
  });
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
    activation_code: encryptForServer(key.data, stdout.trim()),
  });
  if (login.code !== 200) throw new Error(`sign-in failed: ${login.code} ${login.message}`);
  client.token = login.data.token;
  return client;
}

function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
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

async function waitUntil(what: string, check: () => Promise<boolean>, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited while waiting for ${what}`);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what}: not within 60 s`);
}

/** Times `GET /rsapub` one call after another until `until` settles (or `count` calls). */
async function timeRsapub(client: Client, until?: Promise<unknown>, count = Infinity) {
  const times: number[] = [];
  let settled = false;
  void until?.finally(() => {
    settled = true;
  });
  while (!settled && times.length < count) {
    const started = performance.now();
    const reply = await client.call<{ rsa_id: string }>('GET', '/rsapub');
    if (reply.code !== 200) throw new Error(`rsapub answered ${reply.code}`);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * CPU seconds a thread of the server has used (utime + stime from /proc, in ticks of 1/100 s):
 * the main thread is the one whose id is the process id. Unlike latency this barely moves when
 * other work shares the cores. NaN where /proc is missing.
 */
function threadCpuSec(pid: number, tid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds of the server's main thread and of all its other threads together. */
function serverCpu(pid: number): { main: number; others: number } {
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

const row = (label: string, times: number[]) =>
  `${label.padEnd(22)} ${String(times.length).padStart(7)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 99).toFixed(1).padStart(8)} ${Math.max(
    ...times,
  )
    .toFixed(1)
    .padStart(8)}`;

async function main(): Promise<void> {
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: run npm run build first`);
  const dataDir = await mkdtemp(join(tmpdir(), 'talkreel-bench-previews-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [serverMain], {
    env: serverEnv(dataDir, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk;
  });
  const limit = setTimeout(() => {
    console.error(`bench: gave up after ${RUN_LIMIT_MS / 60_000} min`);
    child.kill('SIGKILL');
    process.exit(1);
  }, RUN_LIMIT_MS);
  try {
    const anonymous = new Client(baseUrl, '10.77.1.1');
    await waitUntil(
      'the server',
      async () => (await anonymous.call('GET', '/rsapub')).code === 200,
      child,
    );
    const users: Client[] = [];
    for (let n = 0; n < USERS; n++) users.push(await signIn(baseUrl, dataDir, n));
    await waitUntil(
      'the stock voices',
      async () => {
        const page = await users[0].call<{ audios: { voice_tts_id: string }[] }>(
          'POST',
          '/audio/show',
          {
            condition3: { condition: 'default_voices' },
          },
        );
        const ids = page.data?.audios?.map((a) => a.voice_tts_id) ?? [];
        return VOICES.every((voice) => ids.includes(voice));
      },
      child,
    );
    // One preview first, so espeak's worker has started before anything is timed.
    const warm = await users[0].call('POST', '/audio/tts/generate', {
      text: 'Warming up.',
      voice_id: VOICES[0],
    });
    if (warm.code !== 200) throw new Error(`warm-up preview: ${warm.code} ${warm.message}`);

    console.log(
      `preview load: ${PREVIEWS} previews from ${USERS} users (limit ${PREVIEW_LIMIT}/min each), ` +
        `${PREVIEW_CONCURRENCY} run at once per process, ${PREVIEW_QUEUE_LIMIT} may wait`,
    );
    console.log(`load average at start: ${loadavg()[0].toFixed(2)} (${cpus().length} cores)\n`);
    const pid = child.pid ?? 0;
    const idleBefore = serverCpu(pid);
    const idle = await timeRsapub(anonymous, undefined, IDLE_SAMPLES);
    const idleMain = serverCpu(pid).main - idleBefore.main;

    const cpuBefore = serverCpu(pid);
    const started = performance.now();
    const outcomes: { code: number; ms: number }[] = [];
    const previews = Promise.all(
      Array.from({ length: PREVIEWS }, async (_, i) => {
        const user = users[i % USERS];
        const reply = await user.call('POST', '/audio/tts/generate', {
          text: previewText(i),
          voice_id: VOICES[i % VOICES.length],
        });
        outcomes.push({ code: reply.code, ms: performance.now() - started });
      }),
    );
    const busy = await timeRsapub(anonymous, previews);
    await previews;
    const wall = performance.now() - started;
    const cpuAfter = serverCpu(pid);

    console.log('GET /rsapub            samples   p50 ms   p99 ms   max ms');
    console.log(row('idle server', idle));
    console.log(row(`during ${PREVIEWS} previews`, busy));
    const byCode = new Map<number, number>();
    for (const outcome of outcomes) byCode.set(outcome.code, (byCode.get(outcome.code) ?? 0) + 1);
    const codes = [...byCode].map(([code, n]) => `${n} × ${code}`).join(', ');
    const ok = outcomes.filter((o) => o.code === 200).map((o) => o.ms);
    console.log(
      `\npreviews: ${codes} in ${(wall / 1000).toFixed(1)} s` +
        (ok.length
          ? ` (first done ${(Math.min(...ok) / 1000).toFixed(1)} s, last ${(Math.max(...ok) / 1000).toFixed(1)} s)`
          : ''),
    );
    const mainCpu = cpuAfter.main - cpuBefore.main;
    const otherCpu = cpuAfter.others - cpuBefore.others;
    // What the rsapub calls themselves cost the main thread, from the idle phase.
    const perCall = idleMain / idle.length;
    const previewMain = Math.max(0, mainCpu - perCall * busy.length) / PREVIEWS;
    console.log(
      `server CPU during the previews: main thread ${mainCpu.toFixed(2)} s, of which about ` +
        `${(previewMain * 1000).toFixed(0)} ms a preview (rsapub calls at ${(perCall * 1000).toFixed(2)} ms ` +
        `each taken out); other threads (speech workers, libuv, GC) ${otherCpu.toFixed(2)} s`,
    );
    const p99 = percentile(busy, 99);
    console.log(
      `rsapub p99 during previews: ${p99.toFixed(1)} ms (goal under 100 ms: ${p99 < 100 ? 'met' : 'not met'}); ` +
        `p99 ratio busy/idle ${(p99 / percentile(idle, 99)).toFixed(2)}`,
    );
    console.log(`load average at end: ${loadavg()[0].toFixed(2)}`);
  } catch (error) {
    console.error(log.slice(-4000));
    throw error;
  } finally {
    clearTimeout(limit);
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode === null ? child.once('exit', resolve) : resolve(null),
    );
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
