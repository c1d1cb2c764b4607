import { Code, ProblemSlug } from '@talkreel/contract';
import { z } from 'zod';
import { ApiProblem } from './problem-reply';

/**
 * Opaque list cursors: base64url of a small JSON position (for example the last item's
 * `[created_at, id]`). Clients pass them back untouched; one that does not decode to the
 * position its list expects is refused as 400, never a 5xx.
 */
export function encodeCursor(position: unknown): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

export function decodeCursor<S extends z.ZodType>(
  schema: S,
  cursor: string | undefined | null,
): z.output<S> | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw invalidCursor();
  return result.data;
}

const invalidCursor = () =>
  new ApiProblem(
    400,
    ProblemSlug.INVALID_REQUEST,
    'The cursor is not one this list gave out',
    Code.INVALID_INPUT,
    [{ field: 'query.cursor', message: 'Invalid cursor' }],
  );

/** The common position: a time in ms and an id to break ties, newest first. */
export const timeIdPosition = z.tuple([z.number().int(), z.string().min(1).max(200)]);
export type TimeIdPosition = z.infer<typeof timeIdPosition>;

/**
 * One page out of `limit + 1` rows read in list order: the first `limit` rows (map them to
 * resources) and the cursor of the next page, null when there is none.
 */
export function pageFrom<Row>(
  rows: Row[],
  limit: number,
  positionOf: (row: Row) => unknown,
): { rows: Row[]; next_cursor: string | null } {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept.at(-1);
  return {
    rows: kept,
    next_cursor: more && last !== undefined ? encodeCursor(positionOf(last)) : null,
  };
}
