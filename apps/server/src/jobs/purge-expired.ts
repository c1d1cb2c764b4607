import type { AppContext } from '../app-context';
import { purgeOldDeliveries } from '../features/agent/workflow/purge-deliveries';
import { purgeOldEvents } from '../features/events/purge-events';
import { purgeExpiredIdempotency } from '../features/public-api/http/idempotency';
import { purgeUploads } from '../features/uploads/purge-uploads';
import { purgeDeletedVoices } from '../features/voices/purge-deleted-voices';
import { purgeStalePreviews } from '../features/voices/purge-previews';
import { maintainWebhookDeliveries } from '../features/webhooks/maintain-deliveries';
import { deleteFinishedJobs } from '../ports/queue/db-queue';
import type { JobRun } from './base-job';
import { enqueueJob } from './enqueue-job';
import type { JobPayload } from './job-names';

export const PURGE_EVERY_MS = 3_600_000;
/** Longer than any attempt window, so no live count is ever cut short. */
const RATE_LIMIT_KEEP_MS = 24 * 3_600_000;
const COMPLETED_JOB_KEEP_MS = 24 * 3_600_000;
const FAILED_JOB_KEEP_MS = 7 * 24 * 3_600_000;

/** One run per clock hour: processes that schedule the same hour share its job id. */
export const purgeRunId = (at: number) =>
  `maintenance.purge-expired@${Math.floor(at / PURGE_EVERY_MS)}`;

/** Queues this hour's purge now; each run then queues the next hour's. */
export function schedulePurgeExpired(ctx: Pick<AppContext, 'queue'>): Promise<string> {
  return enqueueJob(ctx, 'maintenance.purge-expired', {}, { jobId: purgeRunId(Date.now()) });
}

/**
 * Deletes sign-in state nobody can use any more (expired e-mail sessions and their codes,
 * OAuth states, revoked or expired sessions), idle rate-limit windows, old finished jobs,
 * abandoned uploads, stale stored TTS previews, own voices deleted a month ago (with their
 * clone tasks), old finished workflow deliveries and analytics events past their keep time,
 * old webhook messages (queueing again any webhook delivery whose job went missing), and the
 * public API's idempotency records past their 24 hours.
 */
export async function purgeExpired(
  ctx: AppContext,
  _job: JobRun<JobPayload<'maintenance.purge-expired'>>,
) {
  // The next run is queued first, so a failing purge never breaks the hourly chain.
  const wall = Date.now();
  const nextHour = (Math.floor(wall / PURGE_EVERY_MS) + 1) * PURGE_EVERY_MS;
  await enqueueJob(
    ctx,
    'maintenance.purge-expired',
    {},
    { jobId: purgeRunId(nextHour), delayMs: nextHour - wall },
  );

  const now = ctx.now();
  const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  const purged = {
    login_codes: count(
      await ctx.db.deleteFrom('login_codes').where('expires_at', '<=', now).executeTakeFirst(),
    ),
    email_sessions: count(
      await ctx.db.deleteFrom('email_sessions').where('expires_at', '<=', now).executeTakeFirst(),
    ),
    oauth_states: count(
      await ctx.db.deleteFrom('oauth_states').where('expires_at', '<=', now).executeTakeFirst(),
    ),
    sessions: count(
      await ctx.db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
        .executeTakeFirst(),
    ),
    rate_limits: count(
      await ctx.db
        .deleteFrom('rate_limits')
        .where('window_start', '<', now - RATE_LIMIT_KEEP_MS)
        .executeTakeFirst(),
    ),
    // Queue bookkeeping runs on the wall clock, like the queue itself.
    jobs: await deleteFinishedJobs(ctx.db, {
      completed: wall - COMPLETED_JOB_KEEP_MS,
      failed: wall - FAILED_JOB_KEEP_MS,
    }),
    ...(await purgeUploads(ctx)),
    ...(await purgeStalePreviews(ctx)),
    ...(await purgeDeletedVoices(ctx)),
    ...(await purgeOldDeliveries(ctx)),
    ...(await purgeOldEvents(ctx)),
    ...(await maintainWebhookDeliveries(ctx)),
    ...(await purgeExpiredIdempotency(ctx)),
  };
  ctx.log.info({ purged }, 'purged expired rows');
}
