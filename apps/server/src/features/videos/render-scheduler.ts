import { VideoStatus } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../ports/db/connect';
import type { VideoRow } from './policy';

/**
 * Fair renders. Each video entering "in progress" queues one `video.render` job, but a job does
 * not render a fixed video: when it starts it takes the fairest waiting video from the database
 * and marks it as held by its job id. The queue (database or BullMQ) only counts free render
 * slots, so one user's hundred queued jobs never put a later user's first video behind them, on
 * either adapter. A job that runs again (a retry after a failed try, or a takeover after its
 * worker died) finds the video it holds and carries on with it, so no video is lost or doubled.
 */
export async function takeVideoForJob(
  ctx: Pick<AppContext, 'db' | 'now'>,
  jobId: string,
): Promise<VideoRow | undefined> {
  const held = await ctx.db
    .selectFrom('videos')
    .selectAll()
    .where('render_job', '=', jobId)
    .executeTakeFirst();
  // Finished, failed or retried under a new job since: this job has nothing left to do.
  if (held) return held.video_status === VideoStatus.IN_PROGRESS ? held : undefined;
  for (;;) {
    const next = await nextFairVideo(ctx.db);
    if (!next) return undefined;
    const taken = await ctx.db
      .updateTable('videos')
      .set({ render_job: jobId, render_started_at: ctx.now(), render_progress: 0 })
      .where('id', '=', next)
      .where('video_status', '=', VideoStatus.IN_PROGRESS)
      .where('render_job', 'is', null)
      .returningAll()
      .executeTakeFirst();
    // Another worker took it between the read and the update: pick again.
    if (taken) return taken;
  }
}

/**
 * The waiting video (in progress, held by no job) to render next: its maker's fewest renders in
 * hand first, then the maker served longest ago (never served first), then the oldest in line.
 * With one render at a time this is round robin across users.
 */
export async function nextFairVideo(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('videos as v')
    .select('v.id')
    .where('v.video_status', '=', VideoStatus.IN_PROGRESS)
    .where('v.render_job', 'is', null)
    .orderBy((eb) =>
      eb
        .selectFrom('videos as r')
        .select((r) => r.fn.countAll().as('n'))
        .whereRef('r.user_id', '=', 'v.user_id')
        .where('r.video_status', '=', VideoStatus.IN_PROGRESS)
        .where('r.render_job', 'is not', null),
    )
    .orderBy((eb) =>
      eb.fn.coalesce(
        eb
          .selectFrom('videos as s')
          .select((s) => s.fn.max('s.render_started_at').as('last'))
          .whereRef('s.user_id', '=', 'v.user_id'),
        eb.lit(0),
      ),
    )
    .orderBy('v.queued_at')
    .orderBy('v.id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
