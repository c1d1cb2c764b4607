import {
  ATTEMPT_LIMIT,
  ATTEMPT_WINDOW_MS,
  Code,
  DAY_MS,
  HOUR_MS,
  Message,
} from '@talkreel/contract';
import type { AppContext } from '../app-context';
import { AppError } from './app-error';

/**
 * The refusal's message says when to come back: the spec's "retry after 1 minute" belongs to
 * its per-minute caps, and would send someone refused by a daily cap back for nothing.
 */
function slowDown(windowMs: number): AppError {
  const message =
    windowMs >= DAY_MS
      ? Message.DAILY_LIMIT
      : windowMs >= HOUR_MS
        ? Message.HOURLY_LIMIT
        : Message.TOO_FREQUENT;
  return new AppError(Code.SLOW_DOWN, message);
}

/**
 * Fixed-window attempt counter kept in the database, so every API server behind a balancer
 * shares it. Throws 1011 once a key has used up its attempts in the window.
 */
export async function countAttempt(
  ctx: AppContext,
  key: string,
  limit = ATTEMPT_LIMIT,
  windowMs = ATTEMPT_WINDOW_MS,
): Promise<void> {
  const now = ctx.now();
  const allowed = await ctx.db.transaction().execute(async (trx) => {
    // Concurrent first attempts would each find no row and reset one another's count; with the
    // row made first (count 0), they wait on its lock in turn instead.
    await trx
      .insertInto('rate_limits')
      .values({ key, window_start: now, count: 0 })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const query = trx.selectFrom('rate_limits').selectAll().where('key', '=', key);
    // SQLite transactions are already serialised; PostgreSQL needs the row lock.
    const row = await (ctx.dbKind === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    if (!row || now - row.window_start >= windowMs) {
      await trx
        .insertInto('rate_limits')
        .values({ key, window_start: now, count: 1 })
        .onConflict((oc) => oc.column('key').doUpdateSet({ window_start: now, count: 1 }))
        .execute();
      return true;
    }
    if (row.count >= limit) return false;
    await trx
      .updateTable('rate_limits')
      .set({ count: row.count + 1 })
      .where('key', '=', key)
      .execute();
    return true;
  });
  if (!allowed) throw slowDown(windowMs);
}

/** Throws 1011 when `key` has already used up its attempts in the window; counts nothing. */
export async function refuseIfCapped(
  ctx: AppContext,
  key: string,
  limit = ATTEMPT_LIMIT,
  windowMs = ATTEMPT_WINDOW_MS,
): Promise<void> {
  const row = await ctx.db
    .selectFrom('rate_limits')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirst();
  if (row && ctx.now() - row.window_start < windowMs && row.count >= limit) {
    throw slowDown(windowMs);
  }
}
