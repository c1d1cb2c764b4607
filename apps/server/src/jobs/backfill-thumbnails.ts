import type { AppContext } from '../app-context';
import {
  storedThumbnailKeys,
  thumbnailsOfStoredPoster,
  UnreadablePosterError,
} from '../features/videos/poster-thumbnails';
import { ObjectNotFoundError } from '../ports/storage/object-store';
import type { JobRun } from './base-job';
import { enqueueJob } from './enqueue-job';
import type { JobPayload } from './job-names';

/** Posters one run makes thumbnails of before it hands over to the next run. */
export const BACKFILL_BATCH = 20;

/** Marks a poster that cannot be read: it is not tried again, and its cards show the poster. */
const NONE = '{}';

/** The start-up run: processes that start at once share it (one job id). */
export function scheduleThumbnailBackfill(ctx: Pick<AppContext, 'queue'>): Promise<string> {
  return enqueueJob(ctx, 'thumbnails.backfill', { round: 0 }, { jobId: 'thumbnails.backfill' });
}

interface Poster {
  table: 'actors' | 'videos';
  id: string;
  key: string;
}

/**
 * Job `thumbnails.backfill` (issue 24): thumbnails for posters stored before they were made
 * with every poster (creation.md §9). Each row is finished on its own, so a run stopped midway
 * leaves nothing half done and the next run takes up the rest (resumable); a row that has its
 * thumbnails is never taken again (idempotent). A run does one batch and queues the next, so
 * other jobs get their turn between batches.
 */
export async function backfillThumbnailsJob(
  ctx: AppContext,
  job: JobRun<JobPayload<'thumbnails.backfill'>>,
): Promise<void> {
  const { made, more } = await backfillThumbnails(ctx, BACKFILL_BATCH, job.signal);
  ctx.log.info({ made, round: job.payload.round }, 'thumbnails backfilled');
  if (!more) return;
  const round = job.payload.round + 1;
  await enqueueJob(
    ctx,
    'thumbnails.backfill',
    { round },
    { jobId: `thumbnails.backfill@${round}` },
  );
}

/** Makes the thumbnails of up to `limit` posters that lack them; `more` when others remain. */
export async function backfillThumbnails(
  ctx: AppContext,
  limit: number,
  signal?: AbortSignal,
): Promise<{ made: number; more: boolean }> {
  const posters = await postersWithout(ctx, limit + 1);
  let made = 0;
  for (const poster of posters.slice(0, limit)) {
    signal?.throwIfAborted();
    await backfillOne(ctx, poster);
    made += 1;
  }
  return { made, more: posters.length > limit };
}

/** Actors first (the picker and library show them on every visit), then videos. */
async function postersWithout(ctx: AppContext, limit: number): Promise<Poster[]> {
  const actors = await ctx.db
    .selectFrom('actors')
    .select(['id', 'image_key'])
    .where('image_key', 'is not', null)
    .where('image_thumbs', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  const videos =
    actors.length < limit
      ? await ctx.db
          .selectFrom('videos')
          .select(['id', 'poster_key'])
          .where('poster_key', 'is not', null)
          .where('poster_thumbs', 'is', null)
          .orderBy('id')
          .limit(limit - actors.length)
          .execute()
      : [];
  return [
    ...actors.map((a) => ({ table: 'actors' as const, id: a.id, key: a.image_key as string })),
    ...videos.map((v) => ({ table: 'videos' as const, id: v.id, key: v.poster_key as string })),
  ];
}

async function backfillOne(ctx: AppContext, poster: Poster): Promise<void> {
  let thumbs: string;
  try {
    thumbs = await thumbnailsOfStoredPoster(ctx, poster.key);
  } catch (err) {
    // A storage hiccup is retried by the job; a poster gone or unreadable never will be.
    if (!(err instanceof ObjectNotFoundError || err instanceof UnreadablePosterError)) throw err;
    ctx.log.warn({ err, table: poster.table, id: poster.id }, 'poster has no thumbnails');
    thumbs = NONE;
  }
  const updated = await record(ctx, poster, thumbs);
  if (updated || thumbs === NONE) return;
  // The row was deleted, or given a new poster, while its thumbnails were made: they belong to
  // nothing (its deletion may have swept the folder before they were written), so they go.
  const now = await currentKey(ctx, poster);
  if (now !== poster.key) {
    for (const key of storedThumbnailKeys(thumbs)) await ctx.storage.delete(key);
  }
}

/** Records the thumbnails unless the row changed meanwhile; whether it did. */
async function record(ctx: AppContext, poster: Poster, thumbs: string): Promise<boolean> {
  const result =
    poster.table === 'actors'
      ? await ctx.db
          .updateTable('actors')
          .set({ image_thumbs: thumbs })
          .where('id', '=', poster.id)
          .where('image_key', '=', poster.key)
          .where('image_thumbs', 'is', null)
          .executeTakeFirst()
      : await ctx.db
          .updateTable('videos')
          .set({ poster_thumbs: thumbs })
          .where('id', '=', poster.id)
          .where('poster_key', '=', poster.key)
          .where('poster_thumbs', 'is', null)
          .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function currentKey(ctx: AppContext, poster: Poster): Promise<string | null> {
  if (poster.table === 'actors') {
    const row = await ctx.db
      .selectFrom('actors')
      .select('image_key')
      .where('id', '=', poster.id)
      .executeTakeFirst();
    return row?.image_key ?? null;
  }
  const row = await ctx.db
    .selectFrom('videos')
    .select('poster_key')
    .where('id', '=', poster.id)
    .executeTakeFirst();
  return row?.poster_key ?? null;
}
