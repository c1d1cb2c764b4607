import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { connectDb } from '../ports/db/connect';
import { createDbQueue } from '../ports/queue/db-queue';
import { deleteRedisKeys } from '../ports/queue/queue-contract';
import { createLocalObjectStore } from '../ports/storage/local-store';
import { startTestServer, type TestServer } from '../test/test-server';
import { checkReadiness } from './readiness';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
async function serve(overrides: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(overrides);
  servers.push(server);
  return server;
}
const getJson = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
};

const redisUrl = process.env.REDIS_URL;
const prefix = `talkreel-test-${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  if (redisUrl) await deleteRedisKeys(redisUrl, prefix);
});

describe('/healthz and /readyz', () => {
  it('/healthz answers 200 JSON while the process is up', async () => {
    const server = await serve();
    const res = await getJson(`${server.url}/healthz`);
    expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(res.type).toMatch(/^application\/json/);
  });

  it(`/readyz is 200 with every check ok (${process.env.TEST_DB ?? 'sqlite'}, database queue, local storage)`, async () => {
    const server = await serve();
    expect(await getJson(`${server.url}/readyz`)).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', queue: 'ok', storage: 'ok' } },
    });
  });

  it.runIf(redisUrl)('/readyz is 200 on BullMQ with Redis up', async () => {
    const server = await serve({ redisUrl, queuePrefix: prefix });
    expect(server.ctx.queue.kind).toBe('bullmq');
    expect(await getJson(`${server.url}/readyz`)).toMatchObject({
      status: 200,
      body: { checks: { database: 'ok', queue: 'ok', storage: 'ok' } },
    });
  });

  it('/readyz is 503 naming storage when the S3 bucket cannot be reached', async () => {
    const server = await serve({
      storage: {
        s3: {
          bucket: 'nowhere',
          region: 'us-east-1',
          // Nothing listens on port 1 of loopback: the connection is refused at once.
          endpoint: 'http://127.0.0.1:1',
          accessKeyId: 'x',
          secretAccessKey: 'y',
          forcePathStyle: true,
        },
      },
    });
    const res = await getJson(`${server.url}/readyz`);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      status: 'unavailable',
      failed: ['storage'],
      checks: { database: 'ok', queue: 'ok' },
    });
    expect(['failed', 'timeout']).toContain(res.body.checks.storage);
    // /healthz says the process itself is fine: a balancer must not restart it for this.
    expect((await getJson(`${server.url}/healthz`)).status).toBe(200);
  });

  it('reports storage when the local data volume has less free space than the store needs', async () => {
    const server = await serve();
    // The server's own objects folder, judged by a store that asks for more room than any disk has.
    const store = (minFreeBytes: number) =>
      createLocalObjectStore({
        root: path.join(server.config.dataDir, 'objects'),
        secret: 'test',
        now: Date.now,
        minFreeBytes,
      });
    const quiet = pino({ level: 'silent' });
    const full = await checkReadiness({
      ...server.ctx,
      storage: store(Number.MAX_SAFE_INTEGER),
      log: quiet,
    });
    expect(full).toEqual({
      ready: false,
      checks: { database: 'ok', queue: 'ok', storage: 'failed' },
    });
    const roomy = await checkReadiness({ ...server.ctx, storage: store(1), log: quiet });
    expect(roomy.ready).toBe(true);
  });

  it('/readyz is 503 naming the queue when Redis cannot be reached, within its time bound', async () => {
    const server = await serve({
      redisUrl: 'redis://127.0.0.1:1',
      queuePrefix: prefix,
      workers: 'external',
    });
    const res = await getJson(`${server.url}/readyz`);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      failed: ['queue'],
      checks: { database: 'ok', storage: 'ok' },
    });
  });

  it('reports the database (and the database queue on it) when the database is unreachable', async () => {
    // A PostgreSQL address where nothing listens (an SQLite file cannot be unreachable).
    const down = connectDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/test' });
    const server = await serve();
    const queue = createDbQueue({ db: down.db, dbKind: down.kind, onError: () => {} });
    const result = await checkReadiness(
      { ...server.ctx, db: down.db, queue, log: pino({ level: 'silent' }) },
      1_000,
    );
    expect(result.ready).toBe(false);
    expect(result.checks).toMatchObject({ storage: 'ok' });
    expect(result.checks.database).not.toBe('ok');
    expect(result.checks.queue).not.toBe('ok');
    await down.db.destroy();
  });
});
