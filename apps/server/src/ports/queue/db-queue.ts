import { randomBytes } from 'node:crypto';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { newId } from '../../lib/ids';
import type { Db, DbKind } from '../db/connect';
import type { Database } from '../db/schema';
import {
  checkJobId,
  DEFAULT_BACKOFF_MS,
  type EnqueueOptions,
  errorText,
  HandedBackError,
  type JobHandler,
  type JobPriority,
  type JobQueue,
  type ProcessOptions,
  type QueueStats,
  type RunningJob,
  retryDelayMs,
  type StopOptions,
} from './job-queue';

export interface DbQueueOptions {
  db: Db;
  dbKind: DbKind;
  /** How often an idle worker looks for due jobs; enqueues in this process wake it at once. */
  pollMs?: number;
  /** A running job whose lease is not renewed for this long is taken over by another worker. */
  leaseMs?: number;
  /** How often a running job renews its lease (default a third of the lease). */
  heartbeatMs?: number;
  /** Names this process in locked_by; random by default. */
  workerId?: string;
  /** Where loop errors go (database down and the like); the loop itself keeps going. */
  onError?: (err: unknown, what: string) => void;
}

/** A job this worker holds the lease of; every write is fenced to this very try. */
export interface ClaimedJob extends Omit<RunningJob, 'signal'> {
  name: string;
  /** Renews the lease; false when another worker has taken the job over. */
  heartbeat(): Promise<boolean>;
  complete(): Promise<boolean>;
  /** Schedules a retry with backoff, or marks the job failed after its last try. */
  fail(err: unknown): Promise<boolean>;
  /** Puts the job back as due now, this try not counted (a worker shutting down). */
  release(): Promise<boolean>;
}

export interface DbJobQueue extends JobQueue {
  readonly kind: 'db';
  /** Takes the next due job of `name` under a lease (the worker loop's own step). */
  claim(name: string, leaseMs?: number): Promise<ClaimedJob | null>;
}

interface Registration {
  name: string;
  handler: JobHandler;
  concurrency: number;
  priority: JobPriority;
  running: number;
  onAbandoned?: ProcessOptions['onAbandoned'];
}

type Where = ExpressionBuilder<Database, 'jobs'>;

/** Durable queue in the jobs table; runs unchanged on SQLite and PostgreSQL. */
export function createDbQueue(options: DbQueueOptions): DbJobQueue {
  const { db, dbKind } = options;
  const pollMs = options.pollMs ?? 250;
  const defaultLeaseMs = options.leaseMs ?? 30_000;
  const heartbeatMs = options.heartbeatMs ?? Math.max(10, Math.floor(defaultLeaseMs / 3));
  const workerId = options.workerId ?? `${process.pid}-${randomBytes(4).toString('hex')}`;
  const onError = options.onError ?? ((err, what) => console.error(`job queue: ${what}`, err));

  const registrations = new Map<string, Registration>();
  const running = new Set<Promise<void>>();
  // Each running job's abort switch, pulled when a stop's grace runs out.
  const aborts = new Set<AbortController>();
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let pollAgain = false;

  // A job is due when it is pending and its time has come, or running under an expired lease.
  const due = (names: string[], now: number) => (eb: Where) =>
    eb.and([
      eb('name', 'in', names),
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
      ]),
    ]);

  function claimedJob(row: Database['jobs'], leaseMs: number): ClaimedJob {
    const mine = (eb: Where) =>
      eb.and([
        eb('id', '=', row.id),
        eb('status', '=', 'running'),
        eb('locked_by', '=', workerId),
        eb('attempts', '=', row.attempts),
      ]);
    const update = async (set: Partial<Database['jobs']>) => {
      const r = await db.updateTable('jobs').set(set).where(mine).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    };
    return {
      jobId: row.id,
      name: row.name,
      payload: JSON.parse(row.payload),
      attempt: row.attempts,
      heartbeat: () => update({ locked_until: Date.now() + leaseMs }),
      complete: () =>
        update({
          status: 'completed',
          finished_at: Date.now(),
          locked_by: null,
          locked_until: null,
        }),
      fail: (err) => {
        const now = Date.now();
        const last_error = errorText(err).slice(0, 4000);
        return update(
          row.attempts < row.max_attempts
            ? {
                status: 'pending',
                run_at: now + retryDelayMs(row.backoff_ms, row.attempts),
                locked_by: null,
                locked_until: null,
                last_error,
              }
            : {
                status: 'failed',
                finished_at: now,
                locked_by: null,
                locked_until: null,
                last_error,
              },
        );
      },
      release: () =>
        update({
          status: 'pending',
          run_at: Date.now(),
          attempts: row.attempts - 1,
          locked_by: null,
          locked_until: null,
        }),
    };
  }
  async function claim(name: string, lease = defaultLeaseMs): Promise<ClaimedJob | null> {
    for (;;) {
      const now = Date.now();
      // A plain read first, so idle polls never take SQLite's write lock.
      const any = await db
        .selectFrom('jobs')
        .select('id')
        .where(due([name], now))
        .executeTakeFirst();
      if (!any) return null;
      let pick = db
        .selectFrom('jobs')
        .select('id')
        .where(due([name], now))
        .orderBy('run_at')
        .orderBy('created_at')
        .limit(1);
      // PostgreSQL: concurrent workers skip each other's rows; SQLite serialises the UPDATE.
      if (dbKind === 'postgres') pick = pick.forUpdate().skipLocked();
      const row = await db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          attempts: eb('attempts', '+', 1),
          locked_by: workerId,
          locked_until: now + lease,
        }))
        .where('id', '=', pick)
        // Re-checked after any row lock wait, so two claimers can never both win one job.
        .where(due([name], now))
        .returningAll()
        .executeTakeFirst();
      // Another worker took it between the read and the update: leave it to the next poll.
      if (!row) return null;
      const job = {
        ...row,
        attempts: Number(row.attempts),
        max_attempts: Number(row.max_attempts),
      };
      if (job.attempts <= job.max_attempts) return claimedJob(job, lease);
      // Its last try's worker died (lease ran out): that try counts, and there is none left.
      const failed = await db
        .updateTable('jobs')
        .set({
          status: 'failed',
          attempts: job.max_attempts,
          finished_at: now,
          locked_by: null,
          locked_until: null,
          last_error: `worker lost the job (lease expired) on try ${job.max_attempts}`,
        })
        .where('id', '=', job.id)
        .where('attempts', '=', job.attempts)
        .executeTakeFirst();
      const onAbandoned = registrations.get(name)?.onAbandoned;
      if (Number(failed.numUpdatedRows) === 1 && onAbandoned) {
        await onAbandoned({ jobId: job.id, payload: JSON.parse(job.payload) }).catch((err) =>
          onError(err, `recording the abandoned ${name} ${job.id}`),
        );
      }
    }
  }

  function run(reg: Registration, job: ClaimedJob) {
    reg.running++;
    const abort = new AbortController();
    aborts.add(abort);
    const beat = setInterval(() => {
      job.heartbeat().then(
        (kept) => kept || abort.abort(new Error('job lease was taken over by another worker')),
        (err) => onError(err, `renewing the lease of ${job.name} ${job.jobId}`),
      );
    }, heartbeatMs);
    const task = (async () => {
      try {
        await reg.handler({
          jobId: job.jobId,
          payload: job.payload,
          attempt: job.attempt,
          signal: abort.signal,
        });
        await job.complete();
      } catch (err) {
        if (abort.signal.reason instanceof HandedBackError) await job.release();
        else await job.fail(err);
      }
    })()
      .catch((err) => onError(err, `recording the outcome of ${job.name} ${job.jobId}`))
      .finally(() => {
        clearInterval(beat);
        aborts.delete(abort);
        reg.running--;
        running.delete(task);
        wake();
      });
    running.add(task);
  }

  async function pollOnce() {
    // User-facing names first, so a poll that finds both kinds due serves the user's first.
    const free = [...registrations.values()]
      .filter((r) => r.running < r.concurrency)
      .sort((a, b) => Number(a.priority === 'background') - Number(b.priority === 'background'));
    if (free.length === 0) return;
    // One read for all names, so an idle worker costs one query per poll however many it runs.
    const dueNames = new Set(
      (
        await db
          .selectFrom('jobs')
          .select('name')
          .distinct()
          .where(
            due(
              free.map((r) => r.name),
              Date.now(),
            ),
          )
          .execute()
      ).map((r) => r.name),
    );
    for (const reg of free) {
      if (!dueNames.has(reg.name)) continue;
      while (!stopping && reg.running < reg.concurrency) {
        // Looked at before each background claim: a user job queued meanwhile goes first.
        if (reg.priority === 'background' && (await userWorkPending())) return;
        const job = await claim(reg.name).catch((err) => {
          onError(err, `claiming ${reg.name}`);
          return null;
        });
        if (!job) break;
        run(reg, job);
      }
    }
  }

  /**
   * Whether a user-facing job of a name this process runs is running (here or in another
   * worker) or waiting: background jobs then start none (they take only what users leave).
   */
  async function userWorkPending(): Promise<boolean> {
    const users = [...registrations.values()].filter((r) => r.priority === 'user');
    if (users.some((r) => r.running > 0)) return true;
    if (users.length === 0) return false;
    const now = Date.now();
    const live = await db
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.and([
          eb(
            'name',
            'in',
            users.map((r) => r.name),
          ),
          eb.or([
            eb('status', '=', 'running'),
            eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
          ]),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return live !== undefined;
  }

  function wake(delay = 0) {
    if (!started || stopping) return;
    if (polling) {
      if (delay === 0) pollAgain = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      polling = pollOnce()
        .catch((err) => onError(err, 'looking for due jobs'))
        .finally(() => {
          polling = undefined;
          const again = pollAgain;
          pollAgain = false;
          wake(again ? 0 : pollMs);
        });
    }, delay);
  }

  return {
    kind: 'db',
    claim,
    async enqueue(name, payload, opts: EnqueueOptions = {}) {
      if (opts.jobId !== undefined) checkJobId(opts.jobId);
      const now = Date.now();
      const row = {
        name,
        payload: JSON.stringify(payload ?? null),
        status: 'pending' as const,
        attempts: 0,
        max_attempts: Math.max(1, opts.attempts ?? 1),
        backoff_ms: opts.backoffMs ?? DEFAULT_BACKOFF_MS,
        run_at: now + Math.max(0, opts.delayMs ?? 0),
        locked_by: null,
        locked_until: null,
        last_error: null,
        created_at: now,
        finished_at: null,
      };
      const id = opts.jobId ?? newId();
      // With a jobId, a live job of that id is left alone; a finished one is started afresh.
      await db
        .insertInto('jobs')
        .values({ id, ...row })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet(row).where('jobs.status', 'in', ['completed', 'failed']),
        )
        .execute();
      if (registrations.has(name) && !opts.delayMs) wake();
      return id;
    },
    process(name, handler, opts: ProcessOptions = {}) {
      if (registrations.has(name)) throw new Error(`job "${name}" already has a handler`);
      registrations.set(name, {
        name,
        handler,
        concurrency: Math.max(1, opts.concurrency ?? 1),
        priority: opts.priority ?? 'user',
        running: 0,
        onAbandoned: opts.onAbandoned,
      });
      if (started) wake();
    },
    async start() {
      if (started) return;
      started = true;
      wake();
    },
    async stop(opts: StopOptions = {}) {
      stopping = true;
      clearTimeout(timer);
      await polling;
      const handBack =
        opts.graceMs === undefined
          ? undefined
          : setTimeout(() => {
              for (const a of aborts) a.abort(new HandedBackError());
            }, opts.graceMs);
      await Promise.all([...running]);
      clearTimeout(handBack);
    },
    async ping() {
      await db.selectFrom('jobs').select('id').limit(1).execute();
    },
    async stats(name) {
      const now = Date.now();
      const counts = await db
        .selectFrom('jobs')
        .where('name', '=', name)
        .select((eb) => {
          const count = (when: Expression<SqlBool>) =>
            eb.fn.count<number>(eb.case().when(when).then(1).end());
          const pending = eb('status', '=', 'pending');
          return [
            count(eb.and([pending, eb('run_at', '<=', now)])).as('waiting'),
            count(eb.and([pending, eb('run_at', '>', now)])).as('delayed'),
            count(eb('status', '=', 'running')).as('active'),
            count(eb('status', '=', 'completed')).as('completed'),
            count(eb('status', '=', 'failed')).as('failed'),
          ];
        })
        .executeTakeFirstOrThrow();
      return {
        waiting: Number(counts.waiting),
        delayed: Number(counts.delayed),
        active: Number(counts.active),
        completed: Number(counts.completed),
        failed: Number(counts.failed),
      } satisfies QueueStats;
    },
  };
}

/** Deletes finished jobs older than the given times (the hourly maintenance job calls this). */
export async function deleteFinishedJobs(
  db: Db,
  before: { completed: number; failed: number },
): Promise<number> {
  const r = await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'completed'), eb('finished_at', '<', before.completed)]),
        eb.and([eb('status', '=', 'failed'), eb('finished_at', '<', before.failed)]),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
