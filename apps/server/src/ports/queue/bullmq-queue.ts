import os from 'node:os';
import { Queue, QueueEvents, WaitingError, Worker } from 'bullmq';
import {
  checkJobId,
  DEFAULT_BACKOFF_MS,
  type EnqueueOptions,
  HandedBackError,
  type JobHandler,
  type JobPriority,
  type JobQueue,
  type ProcessOptions,
  type StopOptions,
} from './job-queue';

export interface BullmqQueueOptions {
  redisUrl: string;
  /** Namespaces every Redis key, so several installs (or test runs) can share one Redis. */
  prefix?: string;
  /** Where worker errors go (Redis down and the like). */
  onError?: (err: unknown, what: string) => void;
  /**
   * A running job's lock lasts this long unless renewed (every half of it); a job whose worker
   * died is found by the stalled check (every half of it too) and run again. BullMQ's 30 s
   * when unset.
   */
  leaseMs?: number;
}

// Finished jobs are kept as long as the database queue keeps them (see purge-expired.ts).
const KEEP_COMPLETED = { age: 24 * 3600, count: 10_000 };
/** BullMQ's failedReason for a job failed for stalling more than maxStalledCount times. */
const STALLED_FAILURE = /stalled more than allowable limit/;
const KEEP_FAILED = { age: 7 * 24 * 3600, count: 10_000 };
/** How often background workers look whether user jobs wait in any process (see JobPriority). */
const GATE_POLL_MS = 250;

/** The same contract on BullMQ: one Redis queue per job name, so each has its own concurrency. */
export function createBullmqQueue(options: BullmqQueueOptions): JobQueue {
  const prefix = options.prefix ?? 'talkreel';
  const onError = options.onError ?? ((err, what) => console.error(`job queue: ${what}`, err));
  // BullMQ needs maxRetriesPerRequest null on the blocking worker connections.
  const connection = { url: options.redisUrl, maxRetriesPerRequest: null };
  const queues = new Map<string, Queue>();
  const registrations = new Map<
    string,
    {
      handler: JobHandler;
      concurrency: number;
      priority: JobPriority;
      onAbandoned?: ProcessOptions['onAbandoned'];
    }
  >();
  const workers: Worker[] = [];
  // Background workers run only while the gate is open: no user job waits or runs.
  const backgroundWorkers: Worker[] = [];
  let userRunning = 0;
  let gateOpen: boolean | undefined;
  let gating: Promise<void> | undefined;
  let gateAgain = false;
  let gateTimer: NodeJS.Timeout | undefined;
  const events: QueueEvents[] = [];
  let started = false;
  let stopped = false;
  let handingBack = false;
  // Stored on every job this process runs (BullMQ's processedBy), so operators (and the
  // topology suite) can tell which process holds a job.
  const workerName = `${os.hostname()}:${process.pid}`;
  const lease = options.leaseMs
    ? { lockDuration: options.leaseMs, stalledInterval: Math.ceil(options.leaseMs / 2) }
    : {};

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

  /**
   * BullMQ fails a job that stalled too often in a Lua script, with no handler and no worker
   * event; its queue's event stream says so, to every process listening.
   */
  const watchAbandoned = (
    name: string,
    onAbandoned: NonNullable<ProcessOptions['onAbandoned']>,
  ) => {
    const listener = new QueueEvents(name, { connection, prefix });
    listener.on('error', (err) => onError(err, `queue events ${name}`));
    listener.on('failed', ({ jobId, failedReason }) => {
      if (!STALLED_FAILURE.test(failedReason)) return;
      void (async () => {
        const job = await queueOf(name).getJob(jobId);
        await onAbandoned({ jobId, payload: job?.data ?? null });
      })().catch((err) => onError(err, `recording the abandoned ${name} ${jobId}`));
    });
    events.push(listener);
  };

  const userNames = () =>
    [...registrations].filter(([, r]) => r.priority === 'user').map(([name]) => name);

  /** A user job runs here, or one waits or runs in any process (queue-wide counts). */
  const userWorkPending = async () => {
    if (userRunning > 0) return true;
    for (const name of userNames()) {
      if (stopped) return true;
      const c = await queueOf(name).getJobCounts('waiting', 'prioritized', 'active');
      if ((c.waiting ?? 0) + (c.prioritized ?? 0) + (c.active ?? 0) > 0) return true;
    }
    return false;
  };

  /**
   * Opens or closes the gate of the background workers: a paused worker finishes the jobs it
   * holds (never preempted) and takes no new one; a worker never run yet starts on opening.
   */
  const refreshGate = (): Promise<void> => {
    if (stopped || backgroundWorkers.length === 0) return Promise.resolve();
    if (gating) {
      gateAgain = true;
      return gating;
    }
    gating = (async () => {
      do {
        gateAgain = false;
        const open = !(await userWorkPending());
        if (open === gateOpen || stopped) continue;
        gateOpen = open;
        await Promise.all(backgroundWorkers.map((w) => (open ? w.resume() : w.pause(true))));
      } while (gateAgain && !stopped);
    })()
      .catch((err) => onError(err, 'looking for waiting user jobs'))
      .finally(() => {
        gating = undefined;
      });
    return gating;
  };

  const startWorker = (
    name: string,
    handler: JobHandler,
    concurrency: number,
    priority: JobPriority,
  ) => {
    const worker = new Worker(
      name,
      async (job, token, signal) => {
        const aborted = signal ?? new AbortController().signal;
        if (priority === 'user') {
          userRunning++;
          void refreshGate();
        }
        try {
          await handler({
            jobId: String(job.id),
            payload: job.data,
            attempt: job.attemptsMade + 1,
            signal: aborted,
          });
        } catch (err) {
          if (!(handingBack && aborted.aborted)) throw err;
          // Shutting down: back to waiting, this try not counted, for another worker.
          await job.moveToWait(token);
          throw new WaitingError(new HandedBackError().message);
        } finally {
          if (priority === 'user') {
            userRunning--;
            void refreshGate();
          }
        }
      },
      // BullMQ fails a job outright, without our handler, once it has stalled more than
      // maxStalledCount times (default 1): two workers lost in a row (a rolling restart) would
      // leave its video in progress for ever. Three takeovers before giving up.
      {
        connection,
        prefix,
        concurrency,
        name: workerName,
        maxStalledCount: 3,
        ...lease,
        // A background worker waits for the gate (refreshGate) before it takes any job.
        autorun: priority === 'user',
      },
    );
    worker.on('error', (err) => onError(err, `worker ${name}`));
    workers.push(worker);
    if (priority === 'background') {
      backgroundWorkers.push(worker);
      // Forgets the gate's state, so the next look applies it to this worker too.
      gateOpen = undefined;
    }
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
      const priority = opts.priority ?? 'user';
      registrations.set(name, { handler, concurrency, priority, onAbandoned: opts.onAbandoned });
      if (started) {
        startWorker(name, handler, concurrency, priority);
        if (opts.onAbandoned) watchAbandoned(name, opts.onAbandoned);
        void refreshGate();
      }
    },
    async start() {
      if (started) return;
      started = true;
      for (const [name, r] of registrations) {
        startWorker(name, r.handler, r.concurrency, r.priority);
        if (r.onAbandoned) watchAbandoned(name, r.onAbandoned);
      }
      await Promise.all([
        ...workers.map((w) => w.waitUntilReady()),
        ...events.map((e) => e.waitUntilReady()),
      ]);
      await refreshGate();
      // User jobs queued by other processes close the gate within this interval.
      gateTimer = setInterval(() => void refreshGate(), GATE_POLL_MS);
    },
    async stop(opts: StopOptions = {}) {
      stopped = true;
      clearInterval(gateTimer);
      await gating;
      // Worker.close() waits for the jobs it is running before it returns; past the grace,
      // their signals are aborted so they hand their jobs back and return early.
      const handBack =
        opts.graceMs === undefined
          ? undefined
          : setTimeout(() => {
              handingBack = true;
              for (const w of workers) w.cancelAllJobs('worker is shutting down');
            }, opts.graceMs);
      await Promise.all(workers.map((w) => w.close()));
      clearTimeout(handBack);
      await Promise.all([...queues.values(), ...events].map((q) => q.close()));
      workers.length = 0;
      backgroundWorkers.length = 0;
      events.length = 0;
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
