import type { AppContext } from '../../app-context';
import type { JobRun } from '../../jobs/base-job';
import type { JobPayload } from '../../jobs/job-names';
import { attemptDelivery } from './attempt-delivery';

/**
 * Job `webhook.deliver`: one attempt at one delivery. The delivery row decides what is due;
 * the job's own tries only cover a worker that died or a claim still held (it throws
 * DeliveryNotDueError and is tried again after the queue's backoff).
 */
export async function deliverWebhookJob(
  ctx: AppContext,
  job: JobRun<JobPayload<'webhook.deliver'>>,
): Promise<void> {
  await attemptDelivery(ctx, job.payload.delivery_id);
}
