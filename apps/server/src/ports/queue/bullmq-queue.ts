import { Queue, Worker } from 'bullmq';
import {
  checkJobId,
  DEFAULT_BACKOFF_MS,
  type EnqueueOptions,
  type JobHandler,
  type JobQueue,
  type ProcessOptions,
} from './job-queue';

export interface BullmqQueueOptions {
  redisUrl: string;
  /** Namespaces every Redis key, so several installs (or test runs) can share one Redis. */
  prefix?: string;
  /** Where worker errors go (Redis down and the like). */
  onError?: (err: unknown, what: string) => void;
}

// Finished jobs are kept as long as the database queue keeps them (see purge-expired.ts).
const KEEP_COMPLETED = { age: 24 * 3600, count: 10_000 };
const KEEP_FAILED = { age: 7 * 24 * 3600, count: 10_000 };

/** The same contract on BullMQ: one Redis queue per job name, so each has its own concurrency. */
export function createBullmqQueue(options: BullmqQueueOptions): JobQueue {
  const prefix = options.prefix ?? 'talkreel';
  const onError = options.onError ?? ((err, what) => console.error(`job queue: ${what}`, err));
  // BullMQ needs maxRetriesPerRequest null on the blocking worker connections.
  const connection = { url: options.redisUrl, maxRetriesPerRequest: null };
  const queues = new Map<string, Queue>();
  const registrations = new Map<string, { handler: JobHandler; concurrency: number }>();
  const workers: Worker[] = [];
  let started = false;
  let stopped = false;

  const queueOf = (name: string) => {
    // A stopped queue would otherwise open a Redis connection nobody closes.
    if (stopped) throw new Error('job queue is stopped');
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection, prefix });
      q.on('error', (err) => onError(err, `queue ${name}`));
      queues.set(name, q);
    }
    return q;
  };

  const startWorker = (name: string, handler: JobHandler, concurrency: number) => {
    const worker = new Worker(
      name,
      async (job, _token, signal) => {
        await handler({
          jobId: String(job.id),
          payload: job.data,
          attempt: job.attemptsMade + 1,
          signal: signal ?? new AbortController().signal,
        });
      },
      { connection, prefix, concurrency },
    );
    worker.on('error', (err) => onError(err, `worker ${name}`));
    workers.push(worker);
  };

  return {
    kind: 'bullmq',
    async enqueue(name, payload, opts: EnqueueOptions = {}) {
      const queue = queueOf(name);
      if (opts.jobId !== undefined) {
        checkJobId(opts.jobId);
        // BullMQ keeps a finished job's id taken; free it so the id behaves as in the DB queue.
        const existing = await queue.getJob(opts.jobId);
        if (existing) {
          const state = await existing.getState();
          if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return opts.jobId;
          await queue.remove(opts.jobId).catch(() => 0);
        }
      }
      const job = await queue.add(name, payload ?? null, {
        jobId: opts.jobId,
        delay: Math.max(0, opts.delayMs ?? 0),
        attempts: Math.max(1, opts.attempts ?? 1),
        backoff: { type: 'exponential', delay: opts.backoffMs ?? DEFAULT_BACKOFF_MS },
        removeOnComplete: KEEP_COMPLETED,
        removeOnFail: KEEP_FAILED,
      });
      return String(job.id);
    },
    process(name, handler, opts: ProcessOptions = {}) {
      if (registrations.has(name)) throw new Error(`job "${name}" already has a handler`);
      const concurrency = Math.max(1, opts.concurrency ?? 1);
      registrations.set(name, { handler, concurrency });
      if (started) startWorker(name, handler, concurrency);
    },
    async start() {
      if (started) return;
      started = true;
      for (const [name, r] of registrations) startWorker(name, r.handler, r.concurrency);
      await Promise.all(workers.map((w) => w.waitUntilReady()));
    },
    async stop() {
      stopped = true;
      // Worker.close() waits for the jobs it is running before it returns.
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all([...queues.values()].map((q) => q.close()));
      workers.length = 0;
      queues.clear();
    },
    async ping() {
      // One Redis round trip through the public API; this name is never a job's.
      await queueOf('readiness-ping').getJobCounts('waiting');
    },
    async stats(name) {
      const c = await queueOf(name).getJobCounts(
        'waiting',
        'prioritized',
        'delayed',
        'active',
        'completed',
        'failed',
      );
      return {
        waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
        delayed: c.delayed ?? 0,
        active: c.active ?? 0,
        completed: c.completed ?? 0,
        failed: c.failed ?? 0,
      };
    },
  };
}
