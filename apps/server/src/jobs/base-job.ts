import type { z } from 'zod';
import type { JobPriority } from '../ports/queue/job-queue';

/**
 * Defaults every job gets unless its definition says otherwise, declared once here (as
 * Outline's BaseTask does): five tries, the first retry after 10 s, then 20 s, 40 s, 80 s.
 * Background by default: only a job someone is waiting for says `priority: 'user'`, so a new
 * maintenance or backfill job never competes with a user's render.
 */
export const JOB_DEFAULTS = {
  attempts: 5,
  backoffMs: 10_000,
  concurrency: 1,
  priority: 'background',
} as const;

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** Validated when enqueued and again when run (a payload may predate a schema change). */
  payload: S;
  /** Total tries including the first. */
  attempts: number;
  /** Wait before the first retry; doubles for each later one. */
  backoffMs: number;
  /** Jobs of this name one process runs at once. */
  concurrency: number;
  /** 'user' jobs go first; 'background' ones take what is left (see JobPriority). */
  priority: JobPriority;
}

/** What a handler gets: the validated payload and which try this is. */
export interface JobRun<P> {
  jobId: string;
  payload: P;
  /** 1 on the first try. */
  attempt: number;
  /** Aborted when this process lost the job to another worker; stop early. */
  signal: AbortSignal;
}

export function defineJob<S extends z.ZodType>(
  definition: { payload: S } & Partial<Omit<JobDefinition<S>, 'payload'>>,
): JobDefinition<S> {
  return { ...JOB_DEFAULTS, ...definition };
}
