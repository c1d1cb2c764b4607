import { toCsv } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { mediaUrl } from '../tree/media-url';
import { liveRows } from './batch-item';
import type { BatchRow } from './policy';

/**
 * `results.csv`: the input columns, then video_id, status, video_url (signed, so it expires) and
 * error, one line per row in order. Every cell goes through csvCell, so a value starting with
 * `=`, `+`, `-` or `@` never runs as a formula in the spreadsheet that opens it.
 */
export async function batchResultsCsv(ctx: AppContext, batch: BatchRow): Promise<string> {
  const columns = JSON.parse(batch.columns) as string[];
  const rows = await liveRows(ctx, batch.id);
  const ids = rows.map((r) => r.video_id).filter((id): id is string => !!id);
  const keys = new Map(
    (ids.length
      ? await ctx.db
          .selectFrom('videos')
          .select(['id', 'video_key'])
          .where('id', 'in', ids)
          .execute()
      : []
    ).map((v) => [v.id, v.video_key]),
  );
  const lines: string[][] = [[...columns, 'video_id', 'status', 'video_url', 'error']];
  for (const row of rows) {
    const key = row.video_id ? keys.get(row.video_id) : null;
    const url = row.status === 'done' && key ? await mediaUrl(ctx, key) : '';
    lines.push([
      ...columns.map((c) => row.values[c] ?? ''),
      row.video_id ?? '',
      row.status,
      url,
      row.error ?? '',
    ]);
  }
  return toCsv(lines);
}

/** The file name a download gives it: the batch's name, safe on every system. */
export const resultsFileName = (batch: BatchRow) =>
  `${batch.name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').slice(0, 80) || 'batch'} results.csv`;
