import { z } from 'zod';
import { PUBLIC_API_PAGE_LIMIT_DEFAULT, PUBLIC_API_PAGE_LIMIT_MAX } from './constants';

/** A list's page: the items and the opaque cursor of the next page (null on the last). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next_cursor: z.string().nullable() });
export type Page<T> = { data: T[]; next_cursor: string | null };

/** The query every list takes; resources extend it with their filters. */
export const pageQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PUBLIC_API_PAGE_LIMIT_MAX)
    .default(PUBLIC_API_PAGE_LIMIT_DEFAULT)
    .describe(`Items per page, 1 to ${PUBLIC_API_PAGE_LIMIT_MAX}`),
  cursor: z.string().min(1).max(1000).optional().describe('The `next_cursor` of the previous page'),
});
export type PageQuery = z.infer<typeof pageQuery>;
