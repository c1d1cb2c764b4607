import {
  type BatchCounts,
  type BatchItem,
  type BatchRowStatus,
  type BatchStatus,
  type PublicBatch,
  type RowProblem,
  VideoStatus,
} from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { mediaUrl } from '../tree/media-url';
import { isoTime } from '../tree/paging';
import type { BatchRow } from './policy';

export interface LiveRow {
  index: number;
  name: string;
  values: Record<string, string>;
  status: BatchRowStatus;
  video_id: string | null;
  error: string | null;
  /** The finished video's files (keys, signed by toBatchItem). */
  files: { video: string | null; poster: string | null };
}

/**
 * The batch's rows as they are now: a row in line shows its video's live state (waiting for a
 * render slot, rendering, done, failed), so the page is current between the feeder's rounds and
 * while the batch is paused.
 */
export async function liveRows(ctx: AppContext, batchId: string): Promise<LiveRow[]> {
  const rows = await ctx.db
    .selectFrom('batch_rows as r')
    .leftJoin('videos as v', 'v.id', 'r.video_id')
    .select([
      'r.row_index',
      'r.name',
      'r.cells',
      'r.status',
      'r.video_id',
      'r.error',
      'v.video_status',
      'v.render_job',
      'v.error as video_error',
      'v.video_key',
      'v.compressed_video_key',
      'v.poster_key',
    ])
    .where('r.batch_id', '=', batchId)
    .orderBy('r.row_index')
    .execute();
  return rows.map((r) => {
    let status: BatchRowStatus;
    let error = r.error;
    if (r.status === 'pending' || r.status === 'feeding') status = 'waiting';
    else if (r.status === 'queued') {
      const v = r.video_status === null ? null : Number(r.video_status);
      if (v === VideoStatus.FINISHED) status = 'done';
      else if (v === VideoStatus.IN_PROGRESS) status = r.render_job ? 'rendering' : 'waiting';
      else {
        status = 'failed';
        error = r.video_error ?? 'The video was deleted';
      }
    } else status = r.status as BatchRowStatus;
    return {
      index: Number(r.row_index),
      name: r.name,
      values: JSON.parse(r.cells) as Record<string, string>,
      status,
      video_id: r.video_id,
      error: status === 'done' ? null : error,
      files: {
        video: status === 'done' ? (r.compressed_video_key ?? r.video_key) : null,
        poster: status === 'done' ? r.poster_key : null,
      },
    };
  });
}

export function countsOf(rows: LiveRow[]): BatchCounts {
  const counts: BatchCounts = {
    done: 0,
    failed: 0,
    waiting: 0,
    rendering: 0,
    skipped: 0,
    cancelled: 0,
  };
  for (const r of rows) counts[r.status]++;
  return counts;
}

export async function toBatchItem(ctx: AppContext, batch: BatchRow): Promise<BatchItem> {
  const rows = await liveRows(ctx, batch.id);
  return {
    id: batch.id,
    name: batch.name,
    template_id: batch.template_id,
    project_id: batch.project_id,
    status: batch.status as BatchStatus,
    columns: JSON.parse(batch.columns) as string[],
    counts: countsOf(rows),
    rows: await Promise.all(
      rows.map(async ({ files, ...row }) => ({
        ...row,
        video_url: files.video ? await mediaUrl(ctx, files.video) : null,
        poster_url: files.poster ? await mediaUrl(ctx, files.poster) : null,
      })),
    ),
    created_at: isoTime(batch.created_at),
    finished_at: batch.finished_at === null ? null : isoTime(batch.finished_at),
  };
}

export async function toPublicBatch(ctx: AppContext, batch: BatchRow): Promise<PublicBatch> {
  const rows = await liveRows(ctx, batch.id);
  return {
    id: batch.id,
    object: 'batch',
    name: batch.name,
    template_id: batch.template_id,
    project_id: batch.project_id,
    status: batch.status as BatchStatus,
    counts: countsOf(rows),
    rows: rows.map(({ index, status, name, video_id, error }) => ({
      index,
      status,
      name,
      video_id,
      error,
    })),
    problems: JSON.parse(batch.problems) as RowProblem[],
    created_at: isoTime(batch.created_at),
    completed_at: batch.finished_at === null ? null : isoTime(batch.finished_at),
  };
}
