import { createHash } from 'node:crypto';
import {
  Code,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_TTL_MS,
  ProblemSlug,
  PublicApiHeader,
} from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import { ApiProblem } from './problem-reply';

/**
 * A call still marked running after this long is taken to have died with its server, and the
 * key may run again. Public POSTs answer at once (work goes to jobs), so a minute is generous.
 */
const ABANDONED_AFTER_MS = 60_000;

export type IdempotencyStart =
  | { kind: 'run'; key: string }
  | { kind: 'replay'; status: number; body: string | null };

/** JSON with object keys sorted, so the same body sent with keys in another order matches. */
function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** What a repeated request must match: who it acts for, the operation and the body. */
export const requestHashOf = (
  method: string,
  path: string,
  body: unknown,
  onBehalfOf: string | null,
) =>
  createHash('sha256')
    .update(`${method} ${path} ${onBehalfOf ?? ''}\n${canonicalJson(body ?? null)}`)
    .digest('hex');

/** The header's value, or null when absent; refuses an empty or overlong one. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || value.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x20-\x7e]+$/.test(value)) {
    throw new ApiProblem(
      400,
      ProblemSlug.INVALID_REQUEST,
      `${PublicApiHeader.IDEMPOTENCY_KEY} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`,
      Code.INVALID_INPUT,
    );
  }
  return value;
}

/**
 * Claims `key` for this call, or says what to answer instead. The claim is a row inserted under
 * the (api key, idempotency key) primary key, so of two concurrent duplicates only one inserts
 * and runs; the other is refused (409, retry shortly) until the first has finished, and then
 * gets its answer replayed. The same key with another request is 409 for its 24 hours.
 */
export async function startIdempotent(
  ctx: AppContext,
  apiKeyId: string,
  key: string,
  requestHash: string,
): Promise<IdempotencyStart> {
  const now = ctx.now();
  // Expired records of this API key go first, so a key may be used again after 24 h.
  await ctx.db
    .deleteFrom('idempotency_records')
    .where('api_key_id', '=', apiKeyId)
    .where('expires_at', '<=', now)
    .execute();
  const inserted = await ctx.db
    .insertInto('idempotency_records')
    .values({
      api_key_id: apiKeyId,
      idempotency_key: key,
      request_hash: requestHash,
      reply_status: null,
      reply_body: null,
      created_at: now,
      expires_at: now + IDEMPOTENCY_TTL_MS,
    })
    .onConflict((oc) => oc.columns(['api_key_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { kind: 'run', key };

  const row = await ctx.db
    .selectFrom('idempotency_records')
    .selectAll()
    .where('api_key_id', '=', apiKeyId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  // Finished and cleared between the two statements: try once more.
  if (!row) return startIdempotent(ctx, apiKeyId, key, requestHash);
  if (row.request_hash !== requestHash) {
    throw new ApiProblem(
      409,
      ProblemSlug.IDEMPOTENCY_CONFLICT,
      `This ${PublicApiHeader.IDEMPOTENCY_KEY} was already used with another request`,
      Code.ALREADY_EXISTS,
    );
  }
  if (row.reply_status !== null) {
    return { kind: 'replay', status: row.reply_status, body: row.reply_body };
  }
  if (now - row.created_at >= ABANDONED_AFTER_MS) {
    // Take the abandoned claim over, unless another duplicate just did.
    const taken = await ctx.db
      .updateTable('idempotency_records')
      .set({ created_at: now, expires_at: now + IDEMPOTENCY_TTL_MS })
      .where('api_key_id', '=', apiKeyId)
      .where('idempotency_key', '=', key)
      .where('created_at', '=', row.created_at)
      .where('reply_status', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) > 0) return { kind: 'run', key };
  }
  throw new ApiProblem(
    409,
    ProblemSlug.IDEMPOTENCY_IN_PROGRESS,
    `A request with this ${PublicApiHeader.IDEMPOTENCY_KEY} is still being processed; retry shortly`,
    Code.OPERATION_FAILED,
    undefined,
    { [PublicApiHeader.RETRY_AFTER]: '1' },
  );
}

/** Keeps a successful answer for replays. */
export async function finishIdempotent(
  ctx: AppContext,
  apiKeyId: string,
  key: string,
  status: number,
  body: string | null,
): Promise<void> {
  await ctx.db
    .updateTable('idempotency_records')
    .set({ reply_status: status, reply_body: body })
    .where('api_key_id', '=', apiKeyId)
    .where('idempotency_key', '=', key)
    .execute();
}

/**
 * Releases the claim of a call that was refused or failed: nothing was made, and the refusal may
 * be passing (a cap, a busy moment), so the same key may simply be tried again.
 */
export async function abandonIdempotent(
  ctx: AppContext,
  apiKeyId: string,
  key: string,
): Promise<void> {
  await ctx.db
    .deleteFrom('idempotency_records')
    .where('api_key_id', '=', apiKeyId)
    .where('idempotency_key', '=', key)
    .where('reply_status', 'is', null)
    .execute();
}

/** For the hourly purge: records past their 24 hours, of keys that were not used again. */
export async function purgeExpiredIdempotency(
  ctx: AppContext,
): Promise<{ idempotency_records: number }> {
  const r = await ctx.db
    .deleteFrom('idempotency_records')
    .where('expires_at', '<=', ctx.now())
    .executeTakeFirst();
  return { idempotency_records: Number(r.numDeletedRows) };
}
