import { WebhookMessage } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { invalidInput } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { encodeCursor, type TimeIdPosition, timeIdPosition } from '../public-api/http/cursor';
import { type DeliveryRow, deliveriesQuery } from './delivery-item';
import { authorizeEndpoint } from './policy';

/** A cursor this list gave out (the web app's call), or a 1001. */
export function deliveriesCursor(cursor: string | null | undefined) {
  if (!cursor) return null;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    return timeIdPosition.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalidInput(WebhookMessage.CURSOR);
  }
}

/**
 * POST /webhooks/deliveries, GET /webhooks/{id}/deliveries: one endpoint's deliveries, newest
 * first, `limit` at a time, paged by an opaque cursor of the last one's (created_at, id).
 */
export async function listDeliveries(
  ctx: AppContext,
  user: AuthUser,
  input: { workspace_id: string; id: string; after: TimeIdPosition | null; limit: number },
): Promise<{ rows: DeliveryRow[]; next_cursor: string | null }> {
  const endpoint = await authorizeEndpoint(ctx, user, input.workspace_id, input.id);
  const { after } = input;
  const rows = await deliveriesQuery(ctx)
    .where('d.endpoint_id', '=', endpoint.id)
    .$if(after !== null, (q) =>
      q.where((eb) => {
        const [at, id] = after ?? [0, ''];
        return eb.or([
          eb('d.created_at', '<', at),
          eb.and([eb('d.created_at', '=', at), eb('d.id', '<', id)]),
        ]);
      }),
    )
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(input.limit + 1)
    .execute();
  const more = rows.length > input.limit;
  const page = more ? rows.slice(0, input.limit) : rows;
  const last = page.at(-1);
  return {
    rows: page,
    next_cursor: more && last ? encodeCursor([Number(last.created_at), last.id]) : null,
  };
}
