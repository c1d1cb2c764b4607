import {
  BATCH_FEED_INTERVAL_MS,
  BATCH_ROWS_IN_FLIGHT,
  Code,
  MAX_ACTORS_PER_PROJECT,
  MAX_VIDEOS_IN_PROGRESS_PER_USER,
  MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE,
  VIDEO_METADATA_VALUE_MAX_CHARS,
  VideoStatus,
  type VideoTask,
} from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { JobRun } from '../../jobs/base-job';
import { enqueueJob } from '../../jobs/enqueue-job';
import { processBatch } from '../videos/process-batch';
import { retryFailedVideos } from '../videos/retry-failed';
import { finishBatch } from './finish-batch';
import { type BatchRow, type BatchRowRow, batchMaker } from './policy';

/** A row claimed by a feeder that died before recording its video is looked at again after. */
const STALE_FEEDING_MS = 2 * 60_000;
/**
 * Room a batch always leaves under its maker's and workspace's caps of videos in progress: a
 * whole web batch (one video per actor of a project), so the maker's own single videos still go
 * through while their 1 000-row batch runs.
 */
const CAP_RESERVE = MAX_ACTORS_PER_PROJECT;

/**
 * Starts (or restarts, after resume or retry) the batch's feeder: one chain of `batch.feed` jobs,
 * each naming its round. A job runs only while its round is the batch's latest, so a restart
 * never leaves two chains feeding the same batch.
 */
export async function startFeeding(ctx: AppContext, batchId: string) {
  const batch = await ctx.db
    .selectFrom('batches')
    .select('feed_round')
    .where('id', '=', batchId)
    .executeTakeFirstOrThrow();
  await queueRound(ctx, batchId, Number(batch.feed_round) + 1, 0);
}

const queueRound = (ctx: AppContext, batchId: string, round: number, delayMs: number) =>
  enqueueJob(
    ctx,
    'batch.feed',
    { batch_id: batchId, round },
    { jobId: `batch.feed@${batchId}.${round}`, delayMs },
  );

/**
 * One round of a running batch: settle the rows whose videos ended, put waiting rows in
 * progress while the batch, its maker and its workspace have room, and queue the next round; a
 * batch with nothing left is finished (batch.completed). Fairness between users is the render
 * queue's (render-scheduler.ts): each row is an ordinary video of its maker, so a big batch
 * holds at most BATCH_ROWS_IN_FLIGHT videos in line and another user's video takes the next slot.
 */
export async function feedBatchJob(
  ctx: AppContext,
  job: JobRun<{ batch_id: string; round: number }>,
): Promise<void> {
  const { batch_id: batchId, round } = job.payload;
  const claimed = await ctx.db
    .updateTable('batches')
    .set({ feed_round: round })
    .where('id', '=', batchId)
    .where('feed_round', '<=', round)
    .where('status', '=', 'running')
    .executeTakeFirst();
  // A newer chain took over, or the batch is paused, cancelled or gone.
  if (Number(claimed.numUpdatedRows) === 0) return;
  const batch = await ctx.db
    .selectFrom('batches')
    .selectAll()
    .where('id', '=', batchId)
    .executeTakeFirstOrThrow();
  await settleRows(ctx, batch);
  await recoverStaleRows(ctx, batch);
  await feedRows(ctx, batch, job.signal);
  const open = await ctx.db
    .selectFrom('batch_rows')
    .select('row_index')
    .where('batch_id', '=', batchId)
    .where('status', 'in', ['pending', 'feeding', 'queued'])
    .limit(1)
    .execute();
  if (!open.length) {
    await finishBatch(ctx, batchId);
    return;
  }
  await queueRound(ctx, batchId, round + 1, BATCH_FEED_INTERVAL_MS);
}

/** Rows whose video finished or failed take its outcome. */
async function settleRows(ctx: AppContext, batch: BatchRow) {
  const queued = await ctx.db
    .selectFrom('batch_rows as r')
    .leftJoin('videos as v', 'v.id', 'r.video_id')
    .select(['r.row_index', 'r.video_id', 'v.video_status', 'v.error'])
    .where('r.batch_id', '=', batch.id)
    .where('r.status', '=', 'queued')
    .execute();
  for (const row of queued) {
    const status = row.video_status === null ? null : Number(row.video_status);
    if (status === VideoStatus.IN_PROGRESS) continue;
    const done = status === VideoStatus.FINISHED;
    await ctx.db
      .updateTable('batch_rows')
      .set({
        status: done ? 'done' : 'failed',
        error: done ? null : (row.error ?? 'The video was deleted'),
        updated_at: ctx.now(),
      })
      .where('batch_id', '=', batch.id)
      .where('row_index', '=', row.row_index)
      .where('status', '=', 'queued')
      .execute();
  }
}

/**
 * A row left "feeding" by a feeder that died mid-way: its video, if it was made, is the one in
 * the batch's project with the row's name (names are unique in a batch); else it waits again.
 */
async function recoverStaleRows(ctx: AppContext, batch: BatchRow) {
  const stale = await ctx.db
    .selectFrom('batch_rows')
    .selectAll()
    .where('batch_id', '=', batch.id)
    .where('status', '=', 'feeding')
    .where('updated_at', '<', ctx.now() - STALE_FEEDING_MS)
    .execute();
  for (const row of stale) {
    const video = await ctx.db
      .selectFrom('videos')
      .select('id')
      .where('project_id', '=', batch.project_id)
      .where('title', '=', row.name)
      .executeTakeFirst();
    await setRow(
      ctx,
      row,
      video ? { status: 'queued', video_id: video.id } : { status: 'pending' },
    );
  }
}

async function feedRows(ctx: AppContext, batch: BatchRow, signal: AbortSignal) {
  let room = await roomFor(ctx, batch);
  while (room > 0 && !signal.aborted) {
    const row = await ctx.db
      .selectFrom('batch_rows')
      .selectAll()
      .where('batch_id', '=', batch.id)
      .where('status', '=', 'pending')
      .orderBy('row_index')
      .limit(1)
      .executeTakeFirst();
    if (!row) return;
    const taken = await ctx.db
      .updateTable('batch_rows')
      .set({ status: 'feeding', updated_at: ctx.now() })
      .where('batch_id', '=', batch.id)
      .where('row_index', '=', row.row_index)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) continue;
    const outcome = await startRowVideo(ctx, batch, row);
    if (outcome === 'no-room') return;
    room--;
  }
}

/**
 * How many more rows may go in progress now: the batch's own limit, and what its maker and
 * workspace have under their caps less the reserve.
 */
async function roomFor(ctx: AppContext, batch: BatchRow): Promise<number> {
  const count = async (column: 'user_id' | 'workspace_id', id: string) =>
    Number(
      (
        await ctx.db
          .selectFrom('videos')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', id)
          .where('video_status', '=', VideoStatus.IN_PROGRESS)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const mine = Number(
    (
      await ctx.db
        .selectFrom('batch_rows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('batch_id', '=', batch.id)
        .where('status', 'in', ['feeding', 'queued'])
        .executeTakeFirstOrThrow()
    ).n,
  );
  return Math.min(
    BATCH_ROWS_IN_FLIGHT - mine,
    MAX_VIDEOS_IN_PROGRESS_PER_USER - CAP_RESERVE - (await count('user_id', batch.user_id)),
    MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE -
      CAP_RESERVE -
      (await count('workspace_id', batch.workspace_id)),
  );
}

/**
 * The row's video through the web app's own batch call (its checks, caps, speech length and fair
 * queue), named after the row and carrying its values as metadata; a row retried after a failed
 * video puts that video back in line instead. A refusal of the row itself (speech too long, an
 * actor gone since the check) fails the row; a full cap leaves it waiting for the next round.
 */
async function startRowVideo(
  ctx: AppContext,
  batch: BatchRow,
  row: BatchRowRow,
): Promise<'started' | 'failed' | 'no-room'> {
  const user = await batchMaker(ctx, batch);
  try {
    if (row.video_id) {
      await retryFailedVideos(ctx, user, { tasks: [{ failed_video_id: row.video_id }] });
      await setRow(ctx, row, { status: 'queued', error: null });
      return 'started';
    }
    const task = JSON.parse(row.task ?? 'null') as VideoTask;
    const made = await processBatch(
      ctx,
      user,
      { tasks: [task] },
      {
        skipVerifiedPairs: batch.skip_verified_pairs === 1,
        title: row.name,
        metadata: metadataOf(row),
      },
    );
    await setRow(ctx, row, { status: 'queued', video_id: made.videos[0].id, error: null });
    return 'started';
  } catch (err) {
    if (err instanceof AppError && err.code === Code.SLOW_DOWN) {
      await setRow(ctx, row, { status: 'pending' });
      return 'no-room';
    }
    if (err instanceof AppError && err.code !== Code.SYSTEM_ERROR) {
      await setRow(ctx, row, { status: 'failed', error: err.message });
      return 'failed';
    }
    await setRow(ctx, row, { status: 'pending' });
    throw err;
  }
}

/** The row's cells as video metadata (the public API's per-video events carry them). */
function metadataOf(row: BatchRowRow): Record<string, string> {
  const cells = JSON.parse(row.cells) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(cells).map(([k, v]) => [k, v.slice(0, VIDEO_METADATA_VALUE_MAX_CHARS)]),
  );
}

async function setRow(
  ctx: AppContext,
  row: BatchRowRow,
  change: { status: string; video_id?: string | null; error?: string | null },
) {
  await ctx.db
    .updateTable('batch_rows')
    .set({ ...change, updated_at: ctx.now() })
    .where('batch_id', '=', row.batch_id)
    .where('row_index', '=', row.row_index)
    .execute();
}
