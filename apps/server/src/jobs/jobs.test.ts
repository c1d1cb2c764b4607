import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db, DbKind } from '../ports/db/connect';
import type { JobsTable } from '../ports/db/schema';
import { createDbQueue } from '../ports/queue/db-queue';
import { deleteRedisKeys, sleep, waitFor } from '../ports/queue/queue-contract';
import { bundledEntry } from '../test/bundled-entry';
import { signUp } from '../test/factories';
import { createTestDb } from '../test/test-db';
import { startTestServer, type TestServer } from '../test/test-server';
import { testTime } from '../test/test-time';
import { defineJob, JOB_DEFAULTS } from './base-job';
import { enqueueJob } from './enqueue-job';
import { jobHandlers, registerJobHandlers } from './handlers';
import { jobDefinitions, jobNames } from './job-names';
import { PURGE_EVERY_MS, purgeRunId, schedulePurgeExpired } from './purge-expired';
import { whenUserJobsIdle } from './user-jobs';

const HOUR = 3_600_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const jobRow = (db: Db, id: string) =>
  db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
const countRows = async (db: Db, table: 'jobs' | 'sessions' | 'email_sessions' | 'login_codes') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const finishedJob = (id: string, status: 'completed' | 'failed', finishedAt: number) =>
  ({
    id,
    name: 'maintenance.purge-expired',
    payload: '{}',
    status,
    attempts: 1,
    max_attempts: 1,
    backoff_ms: 1000,
    run_at: finishedAt,
    locked_by: null,
    locked_until: null,
    last_error: status === 'failed' ? 'boom' : null,
    created_at: finishedAt,
    finished_at: finishedAt,
  }) satisfies JobsTable;

describe('job registry', () => {
  it('start-up fails when a job name has no handler, and no handler gets registered', () => {
    const queue = createDbQueue({ db: server.ctx.db, dbKind: server.ctx.dbKind });
    const ctx = { ...server.ctx, queue };
    // Every handler but one: the missing name is reported and none of the others registered.
    const { 'maintenance.purge-expired': _missing, ...others } = jobHandlers;
    expect(() => registerJobHandlers(ctx, others)).toThrow(
      'no handler for job maintenance.purge-expired: add it to jobs/handlers.ts',
    );
    // Nothing was half-registered: the names are still free on this queue.
    for (const name of jobNames) expect(() => queue.process(name, async () => {})).not.toThrow();
  });

  it('a job without overrides gets the base defaults: 5 tries, 10 s first backoff', () => {
    const job = defineJob({ payload: z.object({ id: z.string() }) });
    expect(JOB_DEFAULTS).toEqual({
      attempts: 5,
      backoffMs: 10_000,
      concurrency: 1,
      priority: 'background',
    });
    expect(job).toMatchObject(JOB_DEFAULTS);
    expect(defineJob({ payload: z.object({}), attempts: 2 }).attempts).toBe(2);
  });

  it("registered jobs carry their priority: a user's render queued after stock work runs first", async () => {
    const tdb = await createTestDb();
    const queue = createDbQueue({ db: tdb.db, dbKind: tdb.kind, pollMs: 20 });
    try {
      const order: string[] = [];
      const record = (name: string) => async () => {
        order.push(name);
      };
      const handlers = Object.fromEntries(jobNames.map((name) => [name, record(name)]));
      const ctx = { ...server.ctx, db: tdb.db, queue };
      for (const actor_id of ['a1', 'a2', 'a3'])
        await enqueueJob(ctx, 'stock.idle-video', { actor_id });
      await enqueueJob(ctx, 'stock.seed', {});
      await enqueueJob(ctx, 'video.render', { video_id: 'v1' });
      await enqueueJob(ctx, 'actor.create', { actor_id: 'own1' });
      registerJobHandlers(ctx, handlers as Partial<typeof jobHandlers>);
      await queue.start();
      await waitFor(() => order.length === 6);
      expect(order.slice(0, 2).sort()).toEqual(['actor.create', 'video.render']);
      expect(jobNames.filter((n) => jobDefinitions[n].priority === 'user').sort()).toEqual([
        'actor.create',
        'agent.workflow-tick',
        // Feeding a batch only makes its next videos; as a background job it would wait behind
        // the very renders it feeds.
        'batch.feed',
        // A background upload is usually rendered over within seconds.
        'upload.prepare-video',
        'video.render',
        'voice.clone',
        'webhook.deliver',
      ]);
    } finally {
      await queue.stop();
      await tdb.drop();
    }
  });

  it('a running background job that steps aside waits while a user job runs, then goes on', async () => {
    // The queue starts no background job while user work is running or waiting; one already
    // running (a matte begun before a user asked for a render) steps aside by itself.
    const tdb = await createTestDb();
    const queue = createDbQueue({ db: tdb.db, dbKind: tdb.kind, pollMs: 20 });
    try {
      const order: string[] = [];
      let renderStarted = () => {};
      const rendering = new Promise<void>((resolve) => {
        renderStarted = resolve;
      });
      let open = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const handlers = {
        ...Object.fromEntries(jobNames.map((name) => [name, async () => {}])),
        'video.render': async () => {
          order.push('render started');
          renderStarted();
          await gate;
          order.push('render ended');
        },
        // As matte-actor-job does before each frame (a background job: it does not count).
        'actor.matte': async () => {
          order.push('matte started');
          await rendering;
          order.push('matte asks');
          await whenUserJobsIdle();
          order.push('matte goes on');
        },
      };
      const ctx = { ...server.ctx, db: tdb.db, queue };
      registerJobHandlers(ctx, handlers as Partial<typeof jobHandlers>);
      await queue.start();
      await enqueueJob(ctx, 'actor.matte', { actor_id: 'a1' });
      await waitFor(() => order.includes('matte started'));
      await enqueueJob(ctx, 'video.render', { video_id: 'v1' });
      await waitFor(() => order.includes('matte asks'));
      expect(order).toEqual(['matte started', 'render started', 'matte asks']);
      open();
      await waitFor(() => order.includes('matte goes on'));
      expect(order).toEqual([
        'matte started',
        'render started',
        'matte asks',
        'render ended',
        'matte goes on',
      ]);
      // With no user job running it does not wait at all.
      await whenUserJobsIdle();
    } finally {
      await queue.stop();
      await tdb.drop();
    }
  });

  it("enqueueJob stores the definition's tries and backoff, and refuses a bad payload", async () => {
    const id = await enqueueJob(
      server.ctx,
      'maintenance.purge-expired',
      {},
      { jobId: 'registry-defaults', delayMs: HOUR },
    );
    expect(await jobRow(server.ctx.db, id)).toMatchObject({
      name: 'maintenance.purge-expired',
      status: 'pending',
      max_attempts: 3,
      backoff_ms: 60_000,
    });
    const before = await countRows(server.ctx.db, 'jobs');
    await expect(
      enqueueJob(server.ctx, 'maintenance.purge-expired', 'not an object' as never),
    ).rejects.toThrow();
    expect(await countRows(server.ctx.db, 'jobs')).toBe(before);
  });
});

describe('maintenance.purge-expired', () => {
  it('deletes expired sign-in state, idle rate limits and old finished jobs; keeps live rows; queues the next hour', async () => {
    const { db } = server.ctx;
    const kept = await signUp(server);
    const loggedOut = await signUp(server);
    expect((await server.call('POST', '/logout', {}, { token: loggedOut.token })).body.code).toBe(
      200,
    );
    const now = server.ctx.now();
    await db
      .insertInto('oauth_states')
      .values([
        oauthState('expires-soon', now, now + HOUR),
        oauthState('still-live', now, now + 3 * HOUR),
      ])
      .execute();
    await db
      .insertInto('rate_limits')
      .values({ key: 'purge-test:idle', window_start: now - 23 * HOUR, count: 3 })
      .execute();
    const wall = Date.now();
    await db
      .insertInto('jobs')
      .values([
        finishedJob('old-completed', 'completed', wall - 25 * HOUR),
        finishedJob('recent-completed', 'completed', wall - HOUR),
        finishedJob('old-failed', 'failed', wall - 8 * 24 * HOUR),
        finishedJob('recent-failed', 'failed', wall - 2 * 24 * HOUR),
      ])
      .execute();
    expect(await countRows(db, 'email_sessions')).toBe(2);
    expect(await countRows(db, 'login_codes')).toBe(2);
    const liveRateLimits = await db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'not like', 'purge-test:%')
      .execute();
    expect(liveRateLimits.length).toBeGreaterThan(0);

    // Two hours on: e-mail sessions (1 h), login codes (10 min) and one OAuth state are past
    // their time; the rate-limit row is now 25 h idle.
    server.advanceClock(2 * HOUR);
    const id = await schedulePurgeExpired(server.ctx);
    expect(id).toBe(purgeRunId(Date.now()));
    await waitFor(async () => (await jobRow(db, id))?.status === 'completed');

    expect(await countRows(db, 'email_sessions')).toBe(0);
    expect(await countRows(db, 'login_codes')).toBe(0);
    const sessions = await db.selectFrom('sessions').select('revoked_at').execute();
    expect(sessions).toEqual([{ revoked_at: null }]);
    expect((await server.call('GET', '/users/profile', undefined, kept)).body.code).toBe(200);
    const states = await db.selectFrom('oauth_states').select('state').execute();
    expect(states).toEqual([{ state: 'still-live' }]);
    const rateLimits = await db.selectFrom('rate_limits').select('key').execute();
    expect(rateLimits.map((r) => r.key).sort()).toEqual(liveRateLimits.map((r) => r.key).sort());
    for (const gone of ['old-completed', 'old-failed'])
      expect(await jobRow(db, gone)).toBeUndefined();
    for (const stays of ['recent-completed', 'recent-failed'])
      expect(await jobRow(db, stays)).toBeDefined();

    const nextHour = (Math.floor(Date.now() / PURGE_EVERY_MS) + 1) * PURGE_EVERY_MS;
    const next = await jobRow(db, purgeRunId(nextHour));
    expect(next).toMatchObject({ status: 'pending', name: 'maintenance.purge-expired' });
    // Due at the top of the next hour (give or take the milliseconds the enqueue took).
    expect(next?.run_at).toBeGreaterThanOrEqual(nextHour);
    expect(next?.run_at).toBeLessThan(nextHour + 1_000);
  });
});

function oauthState(state: string, createdAt: number, expiresAt: number) {
  return {
    state,
    code_verifier: 'v',
    nonce: 'n',
    redirect_uri: 'http://127.0.0.1/login/',
    created_at: createdAt,
    expires_at: expiresAt,
  };
}

/** The environment a separate process needs to open the same test database. */
async function processEnv(db: Db, kind: DbKind, dataDir: string): Promise<NodeJS.ProcessEnv> {
  const base = { ...process.env, REDIS_URL: '', WORKERS: '', LOG_LEVEL: 'info', DATA_DIR: dataDir };
  if (kind === 'postgres') {
    const r = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    return { ...base, DATABASE_SCHEMA: r.rows[0].schema };
  }
  const r = await sql<{
    file: string;
  }>`select file from pragma_database_list where name = 'main'`.execute(db);
  // The worker opens DATA_DIR/talkreel.db, as a real install does.
  expect(r.rows[0].file).toBe(path.join(dataDir, 'talkreel.db'));
  return { ...base, DATABASE_URL: '' };
}

// The worker runs on the database queue always, and on BullMQ too when a Redis is at hand.
const workerBackends = [
  { queue: 'db', env: { REDIS_URL: '' } },
  ...(process.env.REDIS_URL
    ? [
        {
          queue: 'bullmq',
          env: { QUEUE_PREFIX: `talkreel-test-${randomBytes(4).toString('hex')}` },
        },
      ]
    : []),
];

describe('npm run worker', () => {
  // The entry as the build bundles it, started with plain node (through tsx, each start compiled
  // the whole import graph again: seconds of CPU per start on a busy machine).
  let worker: Awaited<ReturnType<typeof bundledEntry>>;
  beforeAll(async () => {
    worker = await bundledEntry('worker.ts');
  });
  afterAll(() => worker?.remove());

  it.each(workerBackends)(
    'runs jobs in its own process ($queue queue) and, on SIGTERM, stops cleanly',
    async (backend) => {
      const tdb = await createTestDb();
      try {
        await tdb.db
          .insertInto('oauth_states')
          .values(oauthState('worker-expired', Date.now() - 2 * HOUR, Date.now() - HOUR))
          .execute();
        const child = spawn(process.execPath, [worker.file], {
          env: {
            ...(await processEnv(tdb.db, tdb.kind, tdb.dataDir)),
            REDIS_URL: process.env.REDIS_URL,
            ...backend.env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (d) => {
          output += d;
        });
        child.stderr.on('data', (d) => {
          output += d;
        });
        const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
        try {
          // The worker schedules this hour's purge at start and runs it to completion.
          const purgeDone = async () =>
            backend.queue === 'db'
              ? (await jobRow(tdb.db, purgeRunId(Date.now())))?.status === 'completed'
              : output.includes('purged expired rows');
          // Its start line may come after the first jobs have run (they start as it starts).
          const started = () => output.includes(`Talkreel worker started (${backend.queue} queue`);
          await waitFor(async () => (await purgeDone()) && started(), 90_000);
          expect(await tdb.db.selectFrom('oauth_states').selectAll().execute()).toEqual([]);
        } finally {
          child.kill('SIGTERM');
        }
        expect(await exited).toBe(0);
      } finally {
        await tdb.drop();
        if (backend.queue === 'bullmq' && process.env.REDIS_URL)
          await deleteRedisKeys(process.env.REDIS_URL, backend.env.QUEUE_PREFIX as string);
      }
    },
    // A child process starting on a busy machine: bounded by the waits above.
    120_000,
  );
});

describe('WORKERS=external', () => {
  let main: Awaited<ReturnType<typeof bundledEntry>>;
  beforeAll(async () => {
    main = await bundledEntry('main.ts');
  });
  afterAll(() => main?.remove());

  it('the API server only enqueues: no job runs in it', {
    timeout: testTime(120_000),
  }, async () => {
    const tdb = await createTestDb();
    try {
      await tdb.db
        .insertInto('oauth_states')
        .values(oauthState('server-expired', Date.now() - 2 * HOUR, Date.now() - HOUR))
        .execute();
      const child = spawn(process.execPath, [main.file], {
        env: {
          ...(await processEnv(tdb.db, tdb.kind, tdb.dataDir)),
          WORKERS: 'external',
          PORT: '0',
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => {
        output += d;
      });
      child.stderr.on('data', (d) => {
        output += d;
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      try {
        await waitFor(() => output.includes('Background jobs run in separate workers'), 90_000);
        // Given time to run anything it wrongly took, it has taken nothing.
        await sleep(800);
        const jobs = await tdb.db.selectFrom('jobs').select(['name', 'status']).execute();
        expect(jobs.every((j) => j.status === 'pending')).toBe(true);
        expect(await jobRow(tdb.db, purgeRunId(Date.now()))).toBeUndefined();
        expect(await tdb.db.selectFrom('oauth_states').select('state').execute()).toEqual([
          { state: 'server-expired' },
        ]);
      } finally {
        child.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
    } finally {
      await tdb.drop();
    }
  });
});
