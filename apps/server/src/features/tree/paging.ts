/** Offset and limit of a 1-based page. */
export const pageWindow = (page: number, pageSize: number) => ({
  offset: (page - 1) * pageSize,
  limit: pageSize,
});

/** Pages needed for `total` items; 0 when there is nothing to list. */
export const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** Times travel as ISO 8601 strings, like every other created_at on the wire. */
export const isoTime = (ms: number) => new Date(Number(ms)).toISOString();
