import type { AppContext } from '../app-context';
import type { EnqueueOptions } from '../ports/queue/job-queue';
import { type JobName, type JobPayload, jobDefinitions } from './job-names';

/** Queues a registered job with its validated payload and its definition's tries and backoff. */
export async function enqueueJob<N extends JobName>(
  ctx: Pick<AppContext, 'queue'>,
  name: N,
  payload: JobPayload<N>,
  options: Pick<EnqueueOptions, 'delayMs' | 'jobId'> = {},
): Promise<string> {
  const definition = jobDefinitions[name];
  return ctx.queue.enqueue(name, definition.payload.parse(payload), {
    attempts: definition.attempts,
    backoffMs: definition.backoffMs,
    ...options,
  });
}
