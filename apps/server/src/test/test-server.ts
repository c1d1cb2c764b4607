import { createHash, randomInt } from 'node:crypto';
import path from 'node:path';
import type { Writable } from 'node:stream';
import {
  API_BASE_PATH,
  DEFAULT_SIGNING_SECRET,
  type Envelope,
  signaturePayload,
} from '@talkreel/contract';
import type { AppContext } from '../app-context';
import { type Config, loadConfig } from '../config';
import { allRoutes } from '../features';
import type { AnyApiRoute } from '../features/public-api/http/api-route';
import { buildApp } from '../http/app';
import { startJobWorkers } from '../jobs/start-job-workers';
import { createMailboxMailer } from '../ports/mail/mailbox-mailer';
import { createJobQueue } from '../ports/queue';
import { createDbQueue } from '../ports/queue/db-queue';
import { createObjectStore } from '../ports/storage';
import { type Mail, readMailFolder } from './mail-folder';
import { createTestDb } from './test-db';

export interface CallOptions {
  token?: string;
  lang?: string;
  /** Client address seen by the server (sent as X-Forwarded-For; the test server trusts one hop). */
  ip?: string;
  /** Override or drop the signature headers to test refusals. */
  timestamp?: string;
  signature?: string | null;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  ctx: AppContext;
  config: Config;
  /** Environment that points a child process (the admin CLI) at the server's database. */
  dbEnv: Record<string, string>;
  /** Adjusts the server clock by `ms` (code expiry, session expiry). */
  advanceClock(ms: number): void;
  /** A JSON call, or a multipart one when `body` is a FormData. */
  call<T = unknown>(
    method: string,
    urlPath: string,
    body?: unknown,
    opts?: CallOptions,
  ): Promise<{ status: number; body: Envelope<T>; headers: Headers }>;
  /** Every .eml written so far, parsed, oldest first. */
  mailbox(): Promise<Mail[]>;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a random loopback port, over a fresh database. Overrides may be a
 * function of the server's URL (applied once it listens) for settings that must name it,
 * such as PUBLIC_URL; those must be settings read per request, not at start-up.
 */
export async function startTestServer(
  overrides: Partial<Config> | ((url: string) => Partial<Config>) = {},
  /** Where the server's log goes (info level): JSON lines collected in `logLines`, or a stream. */
  options: {
    logLines?: string[];
    logStream?: Writable;
    /** The public API's operations, when a test brings its own (default: all of them). */
    publicRoutes?: AnyApiRoute[];
  } = {},
): Promise<TestServer> {
  const { db, kind, dataDir, env: dbEnv, drop } = await createTestDb();
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    // One hop: the test client plays the balancer that names the client in X-Forwarded-For.
    trustProxy: 1,
    logLevel: 'silent',
    ...(typeof overrides === 'function' ? {} : overrides),
  };
  let offset = 0;
  const mailDir = path.join(dataDir, 'mailbox');
  const mailer = createMailboxMailer(mailDir, config.mailFrom, () => {});
  const now = () => Date.now() + offset;
  // Local objects under the test's data dir, their /media links checked on the server clock.
  const storage = createObjectStore(config, now);
  // The database queue, or BullMQ when a test sets redisUrl (with its own queuePrefix).
  const queue = config.redisUrl
    ? await createJobQueue(config, db, kind, () => {})
    : createDbQueue({ db, dbKind: kind, onError: () => {} });
  const { app, ctx } = await buildApp(
    { config, db, dbKind: kind, mailer, storage, queue, now },
    {
      routes: allRoutes,
      publicRoutes: options.publicRoutes,
      logger: testLogger(options),
      webDist: config.webDist,
    },
  );
  // Jobs run in the server as in a default install (unless a test sets workers: 'external' and
  // starts them itself); recurring ones are left to the tests.
  if (config.workers === 'in-process') await startJobWorkers(ctx, { schedule: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  if (typeof overrides === 'function') Object.assign(config, overrides(url));
  const defaultIp = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

  return {
    url,
    ctx,
    config,
    dbEnv,
    advanceClock(ms) {
      offset += ms;
    },
    async call(method, urlPath, body, opts = {}) {
      const headers: Record<string, string> = {
        'accept-language': opts.lang ?? 'en',
        'x-request-id': `test-${Date.now()}`,
        'x-forwarded-for': opts.ip ?? defaultIp,
        ...opts.headers,
      };
      // A FormData body goes as multipart (fetch sets the boundary); anything else as JSON.
      const multipart = body instanceof FormData;
      if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
      if (opts.token) {
        const ts = opts.timestamp ?? String(Date.now() + offset);
        headers.authorization = `Bearer ${opts.token}`;
        headers['auth-token'] = opts.token;
        headers['x-timestamp'] = ts;
        const sig =
          opts.signature === undefined
            ? createHash('sha256')
                .update(
                  signaturePayload(ts, opts.token, config.signingSecret ?? DEFAULT_SIGNING_SECRET),
                )
                .digest('hex')
            : opts.signature;
        if (sig !== null) headers['x-signature'] = sig;
      }
      const res = await fetch(`${url}${API_BASE_PATH}${urlPath}`, {
        method,
        headers,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      });
      // fetch decodes a compressed reply; its headers still say how it came.
      return { status: res.status, body: await res.json(), headers: res.headers };
    },
    mailbox: () => readMailFolder(mailDir),
    async close() {
      // Every reply a test waited for has arrived; a socket still open is a client's keep-alive
      // that app.close() could otherwise wait on for as long as the client keeps it.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      // Jobs still running are handed back at once, as a worker's SIGTERM does after its grace:
      // a background matte left running (about 80 CPU-s) would otherwise hold the close.
      await queue.stop({ graceMs: 0 });
      await drop();
    },
  };
}

/** Silent unless a test reads the log. */
function testLogger(options: { logLines?: string[]; logStream?: Writable }) {
  const { logLines, logStream } = options;
  if (logStream) return { level: 'info', stream: logStream };
  if (logLines) return { level: 'info', stream: { write: (line: string) => logLines.push(line) } };
  return false as const;
}
