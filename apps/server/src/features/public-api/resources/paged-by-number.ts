import { z } from 'zod';
import { decodeCursor, encodeCursor } from '../http/cursor';

/**
 * Lists the web app pages by number (the pickers: filters, orders, counts) answer cursors that
 * carry the next page and its size: a later `limit` does not shift a page already begun.
 */
const pagePosition = z.tuple([z.number().int().min(1), z.number().int().min(1).max(100)]);

export function pageWanted(query: { limit: number; cursor?: string }) {
  const position = decodeCursor(pagePosition, query.cursor);
  return position
    ? { page: position[0], pageSize: position[1] }
    : { page: 1, pageSize: query.limit };
}

export const nextPageCursor = (wanted: { page: number; pageSize: number }, total: number) =>
  wanted.page * wanted.pageSize < total ? encodeCursor([wanted.page + 1, wanted.pageSize]) : null;
