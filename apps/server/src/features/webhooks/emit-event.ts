import type { WebhookEventBody, WebhookEventType } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { newId } from '../../lib/ids';
import { DeliveryKind, DeliveryState, queueDeliveryAttempt } from './attempt-delivery';
import { eventsOf } from './endpoint-item';

/** Standard Webhooks message ids: unique per message, the same on every retry and resend. */
export const newMessageId = () => `msg_${newId()}`;

/**
 * Records one message of `type` for each enabled endpoint of the workspace that subscribes to
 * it, and queues its first delivery attempt at once. `data` is the resource the event is
 * about, as the public API shows it. Returns the ids of the deliveries made.
 */
export async function emitWebhookEvent(
  ctx: AppContext,
  workspaceId: string,
  type: WebhookEventType,
  data: Record<string, unknown> | (() => Promise<Record<string, unknown>>),
): Promise<string[]> {
  const endpoints = (
    await ctx.db
      .selectFrom('webhook_endpoints')
      .select(['id', 'events'])
      .where('workspace_id', '=', workspaceId)
      .where('enabled', '=', 1)
      .execute()
  ).filter((e) => eventsOf(e).includes(type));
  if (!endpoints.length) return [];
  const now = ctx.now();
  // The resource is built only when someone listens (it signs file links).
  const body: WebhookEventBody = {
    type,
    timestamp: new Date(now).toISOString(),
    data: typeof data === 'function' ? await data() : data,
  };
  const text = JSON.stringify(body);
  const deliveries = endpoints.map((e) => ({
    endpointId: e.id,
    id: newId(),
    messageId: newMessageId(),
  }));
  await ctx.db.transaction().execute(async (trx) => {
    for (const d of deliveries) {
      await trx
        .insertInto('webhook_messages')
        .values({
          id: d.messageId,
          endpoint_id: d.endpointId,
          event_type: type,
          body: text,
          created_at: now,
        })
        .execute();
      await trx
        .insertInto('webhook_deliveries')
        .values({
          id: d.id,
          message_id: d.messageId,
          endpoint_id: d.endpointId,
          kind: DeliveryKind.EVENT,
          status: DeliveryState.PENDING,
          attempts: 0,
          next_attempt_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  });
  for (const d of deliveries) await queueDeliveryAttempt(ctx, d.id, 1);
  return deliveries.map((d) => d.id);
}
