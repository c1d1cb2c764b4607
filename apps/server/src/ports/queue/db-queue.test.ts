import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db';
import { connectDb, type Db, type DbKind } from '../db/connect';
import { createDbQueue, type DbJobQueue } from './db-queue';
import { describeQueueContract, sleep, waitFor } from './queue-contract';

let tdb: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  tdb = await createTestDb();
});
afterAll(() => tdb.drop());

// Short lease and poll so takeovers happen within a test; production uses 30 s and 250 ms.
const TEST_TIMING = { pollMs: 50, leaseMs: 300, heartbeatMs: 100 };
const openQueue = (db: Db = tdb.db, workerId?: string) =>
  createDbQueue({ db, dbKind: tdb.kind, ...TEST_TIMING, workerId, onError: () => {} });

describeQueueContract(`database queue (${process.env.TEST_DB ?? 'sqlite'})`, () => ({
  open: () => openQueue(),
}));

/** A second connection to the test database, as another process would open it. */
async function connectAgain(db: Db, kind: DbKind): Promise<Db> {
  if (kind === 'postgres') {
    const r = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    return connectDb({ databaseUrl: process.env.DATABASE_URL, pgSchema: r.rows[0].schema }).db;
  }
  const r = await sql<{
    file: string;
  }>`select file from pragma_database_list where name = 'main'`.execute(db);
  return connectDb({ sqliteFile: r.rows[0].file }).db;
}

describe('database queue: leases and restarts', () => {
  const opened: DbJobQueue[] = [];
  const open = (db?: Db, workerId?: string) => {
    const q = openQueue(db, workerId);
    opened.push(q);
    return q;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((q) => q.stop()));
  });
  const row = (id: string) =>
    tdb.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('a job whose worker died is taken over by another worker once its lease runs out', async () => {
    const dead = open(tdb.db, 'dead-worker');
    const id = await dead.enqueue('lease.takeover', { n: 1 }, { attempts: 3 });
    const claimed = await dead.claim('lease.takeover', 300);
    expect(claimed).toMatchObject({ jobId: id, attempt: 1 });
    // The dead worker never renews its lease nor reports back.

    const live = open(tdb.db, 'live-worker');
    const seen: { attempt: number; at: number }[] = [];
    live.process('lease.takeover', async (job) => {
      seen.push({ attempt: job.attempt, at: Date.now() });
    });
    const t0 = Date.now();
    await live.start();
    await sleep(150);
    expect(seen).toHaveLength(0);
    await waitFor(async () => (await row(id)).status === 'completed');
    expect(seen).toHaveLength(1);
    expect(seen[0].attempt).toBe(2);
    expect(seen[0].at - t0).toBeGreaterThanOrEqual(150);

    // The late worker's writes are fenced off: the job stays completed by the live one.
    expect(await claimed?.heartbeat()).toBe(false);
    expect(await claimed?.fail(new Error('too late'))).toBe(false);
    expect(await claimed?.complete()).toBe(false);
    expect(await row(id)).toMatchObject({ status: 'completed', attempts: 2, locked_by: null });
  });

  it('a try whose worker died counts: with no tries left the job is failed, not run again', async () => {
    const dead = open(tdb.db, 'dead-worker');
    const id = await dead.enqueue('lease.last-try', {}, { attempts: 1 });
    expect(await dead.claim('lease.last-try', 100)).not.toBeNull();
    const live = open();
    let ran = 0;
    const abandoned: unknown[] = [];
    live.process(
      'lease.last-try',
      async () => {
        ran++;
      },
      {
        // No handler ran to the end: the job's owner hears of it, once.
        onAbandoned: async (job) => {
          abandoned.push(job);
        },
      },
    );
    await live.start();
    await waitFor(async () => (await row(id)).status === 'failed');
    expect(ran).toBe(0);
    expect(abandoned).toEqual([{ jobId: id, payload: {} }]);
    expect(await row(id)).toMatchObject({ attempts: 1, locked_by: null });
    expect((await row(id)).last_error).toMatch(/lease expired/);
  });

  it('a job that outlives its lease keeps it by heartbeat; no other worker runs it', async () => {
    let runs = 0;
    const slow = async () => {
      runs++;
      await sleep(1_000);
    };
    const a = open();
    const b = open();
    a.process('lease.heartbeat', slow);
    b.process('lease.heartbeat', slow);
    const id = await a.enqueue('lease.heartbeat', {});
    await a.start();
    await waitFor(() => runs === 1);
    await b.start();
    await waitFor(async () => (await row(id)).status === 'completed', 3_000);
    expect(runs).toBe(1);
    expect((await row(id)).attempts).toBe(1);
  });

  it('waiting, delayed and leased jobs survive closing the database and are run by a new process', async () => {
    const before = await connectAgain(tdb.db, tdb.kind);
    const first = open(before, 'first-process');
    const ids = [
      await first.enqueue('restart.survive', { i: 1 }, { attempts: 2 }),
      await first.enqueue('restart.survive', { i: 2 }, { attempts: 2 }),
      await first.enqueue('restart.survive', { i: 3 }, { attempts: 2, delayMs: 300 }),
    ];
    // One job is mid-run when the process goes away.
    expect(await first.claim('restart.survive', 300)).not.toBeNull();
    await first.stop();
    await before.destroy();

    const after = await connectAgain(tdb.db, tdb.kind);
    try {
      const second = open(after, 'second-process');
      const seen: unknown[] = [];
      second.process(
        'restart.survive',
        async (job) => {
          seen.push(job.payload);
        },
        { concurrency: 3 },
      );
      await second.start();
      await waitFor(async () => (await second.stats('restart.survive')).completed === 3);
      expect(seen).toHaveLength(3);
      expect(seen).toEqual(expect.arrayContaining([{ i: 1 }, { i: 2 }, { i: 3 }]));
      for (const id of ids) expect((await row(id)).locked_by).toBeNull();
      await second.stop();
    } finally {
      await after.destroy();
    }
  });
});
