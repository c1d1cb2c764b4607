import type { AppContext } from '../app-context';
import { REQUEST_ID_KEY } from '../ops/request-context';
import type { EnqueueOptions } from '../ports/queue/job-queue';
import { type JobName, type JobPayload, jobDefinitions } from './job-names';

/**
 * Queues a registered job with its validated payload and its definition's tries and backoff.
 * A job queued while serving a request (or running a job) carries that request id, so the
 * worker's log lines for it can be found from the call that caused it.
 */
export async function enqueueJob<N extends JobName>(
  ctx: Pick<AppContext, 'queue' | 'requestId'>,
  name: N,
  payload: JobPayload<N>,
  options: Pick<EnqueueOptions, 'delayMs' | 'jobId'> = {},
): Promise<string> {
  const definition = jobDefinitions[name];
  const requestId = ctx.requestId;
  const parsed = definition.payload.parse(payload);
  const stored = requestId ? { ...parsed, [REQUEST_ID_KEY]: requestId } : parsed;
  return ctx.queue.enqueue(name, stored, {
    attempts: definition.attempts,
    backoffMs: definition.backoffMs,
    ...options,
  });
}
