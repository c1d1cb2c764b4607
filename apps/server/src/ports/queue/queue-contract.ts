import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobQueue, RunningJob } from './job-queue';

/** A backing store (database or Redis) on which each open() is a new worker process. */
export interface QueueHarness {
  open(): JobQueue;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** Deletes every Redis key under a test run's BullMQ prefix. */
export async function deleteRedisKeys(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

// Timers may fire a few ms early relative to another clock reading; allow that much.
const SLACK_MS = 25;

/** The behaviour every JobQueue adapter must show; each adapter's test file runs it. */
export function describeQueueContract(label: string, harness: () => QueueHarness) {
  describe(`${label}: job queue contract`, () => {
    const opened: JobQueue[] = [];
    let n = 0;
    const open = () => {
      const q = harness().open();
      opened.push(q);
      return q;
    };
    // Every test uses its own job name, so tests never see each other's jobs.
    const freshName = () => `contract-${Date.now().toString(36)}-${++n}`;

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((q) => q.stop()));
    });

    it('ping resolves while the backing store answers', async () => {
      const q = open();
      await expect(q.ping()).resolves.toBeUndefined();
    });

    it('runs an enqueued job once, with its payload, its id and attempt 1', async () => {
      const q = open();
      const name = freshName();
      const seen: RunningJob[] = [];
      q.process(name, async (job) => {
        seen.push(job);
      });
      await q.start();
      const payload = { text: 'héllo 你好', n: 3, nested: { ok: true }, list: [1, 'two', null] };
      const id = await q.enqueue(name, payload);
      await waitFor(async () => (await q.stats(name)).completed === 1);
      await sleep(150);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ jobId: id, payload, attempt: 1 });
      expect(await q.stats(name)).toEqual({
        waiting: 0,
        delayed: 0,
        active: 0,
        completed: 1,
        failed: 0,
      });
    });

    it('runs no more jobs of a name at once than its concurrency', async () => {
      const q = open();
      const name = freshName();
      let inFlight = 0;
      let most = 0;
      let done = 0;
      for (let i = 0; i < 6; i++) await q.enqueue(name, { i });
      q.process(
        name,
        async () => {
          inFlight++;
          most = Math.max(most, inFlight);
          await sleep(120);
          inFlight--;
          done++;
        },
        { concurrency: 2 },
      );
      await q.start();
      await waitFor(() => done === 6);
      expect(most).toBe(2);
    });

    it('retries a failing job with exponential backoff, then marks it failed', async () => {
      const q = open();
      const name = freshName();
      const tries: { attempt: number; at: number }[] = [];
      q.process(name, async (job) => {
        tries.push({ attempt: job.attempt, at: Date.now() });
        throw new Error(`boom ${job.attempt}`);
      });
      await q.start();
      await q.enqueue(name, {}, { attempts: 3, backoffMs: 150 });
      await waitFor(async () => (await q.stats(name)).failed === 1);
      await sleep(300);
      expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
      expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(150 - SLACK_MS);
      expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(300 - SLACK_MS);
      expect(await q.stats(name)).toMatchObject({ waiting: 0, delayed: 0, active: 0, failed: 1 });
    });

    it('a job that fails once succeeds on its retry', async () => {
      const q = open();
      const name = freshName();
      const attempts: number[] = [];
      q.process(name, async (job) => {
        attempts.push(job.attempt);
        if (job.attempt === 1) throw new Error('transient');
      });
      await q.start();
      await q.enqueue(name, {}, { attempts: 2, backoffMs: 50 });
      await waitFor(async () => (await q.stats(name)).completed === 1);
      expect(attempts).toEqual([1, 2]);
      expect((await q.stats(name)).failed).toBe(0);
    });

    it('ignores a jobId that is waiting or running, and reuses one that has finished', async () => {
      const q = open();
      const name = freshName();
      const seen: unknown[] = [];
      let release = () => {};
      q.process(name, async (job) => {
        seen.push(job.payload);
        if (seen.length === 1) await new Promise<void>((r) => (release = r));
      });
      const first = await q.enqueue(name, { v: 1 }, { jobId: 'dedupe-me' });
      const again = await q.enqueue(name, { v: 2 }, { jobId: 'dedupe-me' });
      expect([first, again]).toEqual(['dedupe-me', 'dedupe-me']);
      expect((await q.stats(name)).waiting).toBe(1);

      await q.start();
      await waitFor(() => seen.length === 1);
      expect(await q.enqueue(name, { v: 3 }, { jobId: 'dedupe-me' })).toBe('dedupe-me');
      release();
      await waitFor(async () => (await q.stats(name)).completed === 1);
      await sleep(150);
      expect(seen).toEqual([{ v: 1 }]);

      await q.enqueue(name, { v: 4 }, { jobId: 'dedupe-me' });
      await waitFor(() => seen.length === 2);
      expect(seen).toEqual([{ v: 1 }, { v: 4 }]);
    });

    it('refuses a jobId BullMQ could not store', async () => {
      const q = open();
      await expect(q.enqueue(freshName(), {}, { jobId: 'a:b' })).rejects.toThrow(/job id/);
      await expect(q.enqueue(freshName(), {}, { jobId: '12345' })).rejects.toThrow(/job id/);
    });

    it('runs a delayed job no sooner than its delay', async () => {
      const q = open();
      const name = freshName();
      let ranAt = 0;
      q.process(name, async () => {
        ranAt = Date.now();
      });
      await q.start();
      const t0 = Date.now();
      await q.enqueue(name, {}, { delayMs: 500 });
      await sleep(250);
      expect(ranAt).toBe(0);
      expect((await q.stats(name)).delayed).toBe(1);
      await waitFor(() => ranAt > 0);
      expect(ranAt - t0).toBeGreaterThanOrEqual(500 - SLACK_MS);
    });

    it('stop() waits for the running job and takes no new one; another worker gets the rest', async () => {
      const q = open();
      const name = freshName();
      let started = 0;
      let finished = 0;
      q.process(name, async () => {
        started++;
        await sleep(400);
        finished++;
      });
      await q.enqueue(name, { i: 1 });
      await q.enqueue(name, { i: 2 });
      await q.start();
      await waitFor(() => started === 1);
      await q.stop();
      expect({ started, finished }).toEqual({ started: 1, finished: 1 });

      const next = open();
      expect(await next.stats(name)).toMatchObject({ waiting: 1, active: 0, completed: 1 });
      let ranAfter = 0;
      next.process(name, async () => {
        ranAfter++;
      });
      await next.start();
      await waitFor(async () => (await next.stats(name)).completed === 2);
      expect(ranAfter).toBe(1);
    });

    it('stop({ graceMs }) hands a job still running past the grace back, its try not counted', async () => {
      const q = open();
      const name = freshName();
      let started = 0;
      q.process(name, async (job) => {
        started++;
        // A long job that honours its signal, as a render does.
        await new Promise((_, reject) =>
          job.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      });
      // One try only: had the handed-back try counted, the job would now be failed.
      const id = await q.enqueue(name, { i: 1 }, { attempts: 1 });
      await q.start();
      await waitFor(() => started === 1);
      const t0 = Date.now();
      await q.stop({ graceMs: 100 });
      expect(Date.now() - t0).toBeGreaterThanOrEqual(100 - SLACK_MS);

      const next = open();
      const seen: RunningJob[] = [];
      next.process(name, async (job) => {
        seen.push(job);
      });
      await next.start();
      await waitFor(async () => (await next.stats(name)).completed === 1);
      expect(seen.map((j) => [j.jobId, j.attempt])).toEqual([[id, 1]]);
      expect(await next.stats(name)).toMatchObject({ failed: 0, waiting: 0, active: 0 });
    });

    it('a user job queued after background jobs runs before any of them', async () => {
      const q = open();
      const background = freshName();
      const user = freshName();
      const order: string[] = [];
      for (let i = 0; i < 3; i++) await q.enqueue(background, { i });
      await q.enqueue(user, {});
      q.process(
        background,
        async (job) => {
          order.push(`background ${(job.payload as { i: number }).i}`);
        },
        { priority: 'background' },
      );
      q.process(user, async () => {
        order.push('user');
        await sleep(50);
        order.push('user done');
      });
      await q.start();
      await waitFor(() => order.length === 5);
      expect(order.slice(0, 2)).toEqual(['user', 'user done']);
    });

    it('a running background job is not stopped, but none starts while user jobs wait or run', async () => {
      const q = open();
      const background = freshName();
      const user = freshName();
      const events: string[] = [];
      let releaseFirst = () => {};
      const aborted: boolean[] = [];
      q.process(
        background,
        async (job) => {
          const i = (job.payload as { i: number }).i;
          events.push(`background ${i} start`);
          if (i === 0) await new Promise<void>((r) => (releaseFirst = r));
          aborted.push(job.signal.aborted);
          events.push(`background ${i} end`);
        },
        { priority: 'background' },
      );
      q.process(user, async (job) => {
        const i = (job.payload as { i: number }).i;
        events.push(`user ${i} start`);
        await sleep(100);
        events.push(`user ${i} end`);
      });
      await q.enqueue(background, { i: 0 });
      await q.enqueue(background, { i: 1 });
      await q.start();
      await waitFor(() => events.includes('background 0 start'));
      await q.enqueue(user, { i: 0 });
      await q.enqueue(user, { i: 1 });
      await waitFor(() => events.includes('user 0 start'));
      releaseFirst();
      await waitFor(() => events.includes('background 1 end') && events.includes('user 1 end'));
      const at = (e: string) => events.indexOf(e);
      // The running one went on to its end, beside the user's job.
      expect(at('background 0 end')).toBeGreaterThan(at('user 0 start'));
      expect(aborted).toEqual([false, false]);
      // The next one waited for both user jobs.
      expect(at('background 1 start')).toBeGreaterThan(at('user 1 end'));
    });

    it('two workers on one queue run each job exactly once', async () => {
      const name = freshName();
      const runs = new Map<string, number>();
      const workers = [open(), open()];
      for (const w of workers) {
        w.process(
          name,
          async (job) => {
            runs.set(job.jobId, (runs.get(job.jobId) ?? 0) + 1);
            await sleep(10);
          },
          { concurrency: 2 },
        );
        await w.start();
      }
      const producer = open();
      const ids = await Promise.all(
        Array.from({ length: 20 }, (_, i) => producer.enqueue(name, { i })),
      );
      await waitFor(async () => (await producer.stats(name)).completed === 20);
      expect(new Set(ids).size).toBe(20);
      expect([...runs.keys()].sort()).toEqual([...ids].sort());
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    });
  });
}
