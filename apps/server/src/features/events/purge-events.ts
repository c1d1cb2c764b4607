import type { AppContext } from '../../app-context';

/** Analytics rows are kept this long: enough for a half-year trend, no longer. */
export const EVENT_KEEP_MS = 180 * 86_400_000;

/** Deletes events received more than EVENT_KEEP_MS ago (the hourly purge calls this). */
export async function purgeOldEvents(ctx: Pick<AppContext, 'db' | 'now'>) {
  const r = await ctx.db
    .deleteFrom('client_events')
    .where('received_at', '<', ctx.now() - EVENT_KEEP_MS)
    .executeTakeFirst();
  return { client_events: Number(r.numDeletedRows) };
}
