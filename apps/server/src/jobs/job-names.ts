import { z } from 'zod';
import { defineJob } from './base-job';

/**
 * Every background job: its name and payload schema, with any defaults it overrides.
 * Each name needs a handler in handlers.ts; a process refuses to start without one.
 */
export const jobDefinitions = {
  /** Deletes expired sign-in state, stale rate-limit windows and old finished jobs, hourly. */
  'maintenance.purge-expired': defineJob({
    payload: z.object({}),
    attempts: 3,
    backoffMs: 60_000,
  }),
};

export type JobName = keyof typeof jobDefinitions;
export type JobPayload<N extends JobName> = z.infer<(typeof jobDefinitions)[N]['payload']>;
export const jobNames = Object.keys(jobDefinitions) as JobName[];
