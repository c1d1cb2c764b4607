import {
  type ApiKeyScope,
  Code,
  ProblemSlug,
  PUBLIC_API_RATE_WINDOW_MS,
  PublicApiHeader,
} from '@talkreel/contract';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../../app-context';
import { ApiProblem } from './problem-reply';

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window starts afresh. */
  resetSeconds: number;
  allowed: boolean;
}

/**
 * Counts one call of an API key against its per-minute reads or writes, in the database's
 * `rate_limits` table (as the sign-in caps are), so every API server behind a balancer shares
 * the count. One upsert statement, atomic on both databases: a fixed window that starts at the
 * key's first call after the previous window ended.
 */
export async function countApiCall(
  ctx: AppContext,
  keyId: string,
  kind: ApiKeyScope,
): Promise<RateLimitState> {
  const limit =
    kind === 'write' ? ctx.config.publicApi.writesPerMinute : ctx.config.publicApi.readsPerMinute;
  const now = ctx.now();
  const windowMs = PUBLIC_API_RATE_WINDOW_MS;
  const expired = now - windowMs;
  const row = await ctx.db
    .insertInto('rate_limits')
    .values({ key: `public-api:${kind}:${keyId}`, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        window_start: sql<number>`CASE WHEN rate_limits.window_start <= ${expired} THEN ${now} ELSE rate_limits.window_start END`,
        count: sql<number>`CASE WHEN rate_limits.window_start <= ${expired} THEN 1 ELSE rate_limits.count + 1 END`,
      }),
    )
    .returning(['window_start', 'count'])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  const resetAt = Number(row.window_start) + windowMs;
  return {
    limit,
    remaining: Math.max(0, limit - count),
    resetSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
    allowed: count <= limit,
  };
}

/** The IETF RateLimit headers on a reply, and the 429 refusal when the key is over its limit. */
export function applyRateLimit(reply: FastifyReply, state: RateLimitState): void {
  reply
    .header(PublicApiHeader.RATE_LIMIT_LIMIT, String(state.limit))
    .header(PublicApiHeader.RATE_LIMIT_REMAINING, String(state.remaining))
    .header(PublicApiHeader.RATE_LIMIT_RESET, String(state.resetSeconds));
  if (!state.allowed) {
    throw new ApiProblem(
      429,
      ProblemSlug.RATE_LIMITED,
      `Rate limit of ${state.limit} calls a minute reached; retry in ${state.resetSeconds} s`,
      Code.SLOW_DOWN,
      undefined,
      { [PublicApiHeader.RETRY_AFTER]: String(state.resetSeconds) },
    );
  }
}
