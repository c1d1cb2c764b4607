/** Offset and limit of a 1-based page. */
export const pageWindow = (page: number, pageSize: number) => ({
  offset: (page - 1) * pageSize,
  limit: pageSize,
});

/** Pages needed for `total` items; 0 when there is nothing to list. */
export const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

const ISO_MEMO_MAX = 20_000;
const isoMemo = new Map<number, string>();

/**
 * Times travel as ISO 8601 strings, like every other created_at on the wire. A listing formats
 * the same creation times call after call, and toISOString was a tenth of a 200-project listing:
 * formatted strings are kept (dropped wholesale past ISO_MEMO_MAX, as a crude bound).
 */
export function isoTime(ms: number): string {
  const n = Number(ms);
  let iso = isoMemo.get(n);
  if (iso === undefined) {
    if (isoMemo.size >= ISO_MEMO_MAX) isoMemo.clear();
    iso = new Date(n).toISOString();
    isoMemo.set(n, iso);
  }
  return iso;
}
