/**
 * Background job port: a durable queue in our own database by default, BullMQ on Redis when
 * REDIS_URL is set. Both keep the same contract (queue-contract.ts runs against each).
 */
export interface EnqueueOptions {
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number;
  /**
   * Dedupe key: while a job with this id is waiting, delayed or running, enqueueing it again
   * does nothing. Once it has finished (completed or failed) the id may be used again.
   * Letters, digits and `._@-` only (BullMQ refuses `:` and all-digit ids).
   */
  jobId?: string;
  /** Total tries including the first (default 1). */
  attempts?: number;
  /** First retry waits this long; each later retry waits twice the previous (default 1 s). */
  backoffMs?: number;
}

export interface RunningJob {
  jobId: string;
  /** Decoded JSON payload as enqueued; the typed layer in jobs/ validates it. */
  payload: unknown;
  /** 1 on the first try. */
  attempt: number;
  /**
   * Aborted when this worker lost the job (its lease was taken over) or is shutting down past
   * its grace (the job is then handed back); stop work early and throw.
   */
  signal: AbortSignal;
}

export type JobHandler = (job: RunningJob) => Promise<void>;

/** A job the queue gave up on without its handler having finished (see ProcessOptions). */
export interface AbandonedJob {
  jobId: string;
  payload: unknown;
}

/**
 * Who waits for a job of a name: a user (renders, clones, own actors) or nobody (stock seeding,
 * backfills, purges). A background job starts only while no user job of a name this process
 * runs is waiting or running (anywhere on the queue); one already running is never stopped.
 */
export type JobPriority = 'user' | 'background';

export interface ProcessOptions {
  /** Jobs of this name run at most this many at a time in this process (default 1). */
  concurrency?: number;
  /** Default 'user': the name competes only with its own concurrency. */
  priority?: JobPriority;
  /**
   * Called when the queue fails a job of this name for good without its handler having ended:
   * the worker of its last try died (database queue: the lease ran out; BullMQ: it stalled more
   * than allowed). No handler ran to record the failure, so the job's owner does it here (a
   * video or an actor would otherwise stay "in progress" for ever). May run in any process
   * registered for the name, possibly in several: it must be idempotent.
   */
  onAbandoned?: (job: AbandonedJob) => Promise<void>;
}

export interface StopOptions {
  /** How long running jobs may take to finish before they are aborted and handed back. */
  graceMs?: number;
}

/** Why a handed-back job's signal was aborted (the database queue's abort reason). */
export class HandedBackError extends Error {
  constructor() {
    super('worker is shutting down: job handed back to the queue');
    this.name = 'HandedBackError';
  }
}

export interface QueueStats {
  waiting: number;
  delayed: number;
  active: number;
  completed: number;
  failed: number;
}

export interface JobQueue {
  readonly kind: 'db' | 'bullmq';
  /** Adds a job (or finds the live one with the same jobId) and returns its id. */
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
  /** Registers this process as a worker for `name`; takes effect at start(). */
  process(name: string, handler: JobHandler, options?: ProcessOptions): void;
  /** Starts pulling jobs for every registered name. */
  start(): Promise<void>;
  /**
   * Stops taking new jobs and waits for running ones to finish, then releases connections.
   * With `graceMs`, jobs still running after that long have their signal aborted and are handed
   * back: queued again at once, the try not counted, for another worker to run.
   */
  stop(options?: StopOptions): Promise<void>;
  stats(name: string): Promise<QueueStats>;
  /** Resolves once the backing store (database or Redis) answers; /readyz bounds it in time. */
  ping(): Promise<void>;
}

export const DEFAULT_BACKOFF_MS = 1_000;

/** Exponential backoff: backoff, 2×backoff, 4×backoff… after the 1st, 2nd, 3rd failed try. */
export const retryDelayMs = (backoffMs: number, failedAttempt: number) =>
  backoffMs * 2 ** (failedAttempt - 1);

const JOB_ID_PATTERN = /^[\w.@-]{1,200}$/;

export function checkJobId(jobId: string): void {
  if (!JOB_ID_PATTERN.test(jobId) || /^\d+$/.test(jobId))
    throw new Error(`job id "${jobId}" must be 1-200 of [A-Za-z0-9_.@-] and not only digits`);
}

export const errorText = (err: unknown) =>
  err instanceof Error ? (err.stack ?? err.message) : String(err);
