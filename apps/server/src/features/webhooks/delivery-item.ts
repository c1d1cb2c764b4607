import type {
  PublicWebhookDelivery,
  WebhookDeliveryItem,
  WebhookDeliveryStatus,
} from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { isoTime } from '../tree/paging';

/** A delivery row with its message's type, as the log reads it. */
export interface DeliveryRow {
  id: string;
  message_id: string;
  endpoint_id: string;
  event_type: string;
  status: string;
  next_attempt_at: number | null;
  created_at: number;
}

/** Deliveries of one endpoint joined to their messages (add the filters and order). */
export const deliveriesQuery = (ctx: AppContext) =>
  ctx.db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_messages as m', 'm.id', 'd.message_id')
    .select([
      'd.id',
      'd.message_id',
      'd.endpoint_id',
      'm.event_type',
      'd.status',
      'd.next_attempt_at',
      'd.created_at',
    ]);

/** The log's three states: sending and waiting to retry are both still pending. */
function statusOf(status: string): WebhookDeliveryStatus {
  if (status === 'succeeded' || status === 'failed') return status;
  return 'pending';
}

/** Deliveries as the settings screen's log shows them, each with its attempts, oldest first. */
export async function toWebhookDeliveryItems(
  ctx: AppContext,
  rows: DeliveryRow[],
): Promise<WebhookDeliveryItem[]> {
  if (!rows.length) return [];
  const attempts = await ctx.db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where(
      'delivery_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('attempt')
    .execute();
  return rows.map((row) => {
    const status = statusOf(row.status);
    return {
      id: row.id,
      event_type: row.event_type,
      message_id: row.message_id,
      created_at: Number(row.created_at),
      status,
      attempts: attempts
        .filter((a) => a.delivery_id === row.id)
        .map((a) => ({
          at: Number(a.at),
          status_code: a.status_code === null ? null : Number(a.status_code),
          duration_ms: Number(a.duration_ms),
          response_excerpt: a.response_excerpt,
          error: a.error,
        })),
      // While it is being sent, the column holds the claim's end, not a next attempt.
      next_attempt_at:
        row.status === 'retrying' || row.status === 'pending'
          ? Number(row.next_attempt_at ?? row.created_at)
          : null,
    };
  });
}

/** A delivery as the public API's resource (times in ISO 8601). */
export function toPublicWebhookDelivery(
  item: WebhookDeliveryItem,
  endpointId: string,
): PublicWebhookDelivery {
  return {
    ...item,
    object: 'webhook_delivery',
    endpoint_id: endpointId,
    attempts: item.attempts.map((a) => ({ ...a, at: isoTime(a.at) })),
    next_attempt_at: item.next_attempt_at === null ? null : isoTime(item.next_attempt_at),
    created_at: isoTime(item.created_at),
  };
}

/** Deliveries as the public API's resources. */
export async function toPublicWebhookDeliveries(
  ctx: AppContext,
  rows: DeliveryRow[],
): Promise<PublicWebhookDelivery[]> {
  const items = await toWebhookDeliveryItems(ctx, rows);
  return items.map((item, i) => toPublicWebhookDelivery(item, rows[i].endpoint_id));
}

/** One delivery by id, as the log shows it (after a test or a resend). */
export async function deliveryRowOf(ctx: AppContext, deliveryId: string): Promise<DeliveryRow> {
  return deliveriesQuery(ctx).where('d.id', '=', deliveryId).executeTakeFirstOrThrow();
}
