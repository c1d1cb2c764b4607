import { WEBHOOK_DELIVERY_KEEP_MS } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { DeliveryState, queueDeliveryAttempt } from './attempt-delivery';

/** A delivery due this long without a job having taken it lost its job (its queueing failed). */
const STRANDED_AFTER_MS = 10 * 60_000;

/**
 * Hourly (with the purge): removes messages older than WEBHOOK_DELIVERY_KEEP_MS whose deliveries
 * are all that old too, and queues again any delivery whose job was never queued (the database
 * or queue failed between recording it and queueing it), so none is left pending for ever.
 */
export async function maintainWebhookDeliveries(
  ctx: AppContext,
): Promise<{ webhook_messages: number; webhook_requeued: number }> {
  const now = ctx.now();
  const cutoff = now - WEBHOOK_DELIVERY_KEEP_MS;
  const purged = await ctx.db
    .deleteFrom('webhook_messages')
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_deliveries as d')
            .select('d.id')
            .whereRef('d.message_id', '=', 'webhook_messages.id')
            .where('d.created_at', '>=', cutoff),
        ),
      ),
    )
    .executeTakeFirst();
  const stranded = await ctx.db
    .selectFrom('webhook_deliveries')
    .select(['id', 'attempts'])
    .where('status', 'in', [DeliveryState.PENDING, DeliveryState.RETRYING, DeliveryState.SENDING])
    .where('next_attempt_at', '<', now - STRANDED_AFTER_MS)
    .limit(500)
    .execute();
  for (const d of stranded) await queueDeliveryAttempt(ctx, d.id, Number(d.attempts) + 1);
  return { webhook_messages: Number(purged.numDeletedRows), webhook_requeued: stranded.length };
}
