import { CustomActorStatus } from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import type { JobRun } from '../../../jobs/base-job';
import { enqueueJob } from '../../../jobs/enqueue-job';
import type { JobPayload } from '../../../jobs/job-names';
import { queueActorMatte } from './matte-actor-job';

/** Actors one backfill run queues mattes for before it hands over to the next run. */
export const MATTE_BACKFILL_PAGE = 100;

/** The start-up run: processes that start at once share it (one job id). */
export function scheduleMatteBackfill(ctx: Pick<AppContext, 'queue'>): Promise<string> {
  return enqueueJob(
    ctx,
    'actor.matte-backfill',
    { after: null },
    { jobId: 'actor.matte-backfill' },
  );
}

/**
 * Job `actor.matte-backfill` (issue 26): own photo and video actors made before mattes existed
 * (their spec has no `matte_key` at all) get an `actor.matte` job each, a page per run in id
 * order; the run then queues the next page. Queuing is idempotent (one live job per actor), and
 * an actor whose matte was made, or failed for good, is not picked again.
 */
export async function backfillMattesJob(
  ctx: AppContext,
  job: JobRun<JobPayload<'actor.matte-backfill'>>,
): Promise<void> {
  const { queued, last } = await queueMissingMattes(ctx, job.payload.after ?? null);
  ctx.log.info({ queued }, 'actor mattes queued');
  if (!last) return;
  await enqueueJob(
    ctx,
    'actor.matte-backfill',
    { after: last },
    { jobId: `actor.matte-backfill@${last}` },
  );
}

/**
 * Queues mattes for up to a page of actors without one, after the id `after`; `last` is the
 * page's last id when a full page was read (more may follow), else null.
 */
export async function queueMissingMattes(
  ctx: AppContext,
  after: string | null,
): Promise<{ queued: number; last: string | null }> {
  let query = ctx.db
    .selectFrom('actors')
    .select('id')
    .where('owner_user_id', 'is not', null)
    .where('generate_status', '=', CustomActorStatus.READY)
    // Specs are written by JSON.stringify, kind first (features/actors/actor-spec.ts).
    .where((eb) =>
      eb.or([eb('spec', 'like', '{"kind":"photo"%'), eb('spec', 'like', '{"kind":"video"%')]),
    )
    .where('spec', 'not like', '%"matte_key":%')
    .orderBy('id')
    .limit(MATTE_BACKFILL_PAGE);
  if (after) query = query.where('id', '>', after);
  const rows = await query.execute();
  for (const row of rows) await queueActorMatte(ctx, row.id);
  const full = rows.length === MATTE_BACKFILL_PAGE;
  return { queued: rows.length, last: full ? rows[rows.length - 1].id : null };
}
