import {
  WEBHOOK_SEND_LIMIT,
  WEBHOOK_SEND_WINDOW_MS,
  WEBHOOK_TEST_EVENT_TYPE,
  type WebhookDeliveryItem,
  type WebhookEventBody,
  WebhookMessage,
} from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { countAttempt } from '../../http/rate-limit';
import { newId } from '../../lib/ids';
import {
  attemptDelivery,
  claimMs,
  DeliveryKind,
  DeliveryState,
  queueDeliveryAttempt,
} from './attempt-delivery';
import { deliveryRowOf, toWebhookDeliveryItems } from './delivery-item';
import { newMessageId } from './emit-event';
import { authorizeEndpoint, authorizeWebhooks } from './policy';

/**
 * Sends one delivery of a message now, while the caller waits (one attempt, bounded by the
 * attempt's deadline), and answers it as the log shows it. A job is queued too, to run once
 * the claim would have lapsed: if this process dies mid-attempt it makes the attempt instead,
 * otherwise it finds the delivery settled and does nothing.
 */
async function sendNow(
  ctx: AppContext,
  endpointId: string,
  messageId: string,
  kind: typeof DeliveryKind.TEST | typeof DeliveryKind.RESEND,
): Promise<WebhookDeliveryItem> {
  // Each is an outbound request: capped per endpoint so the buttons are not a request cannon.
  await countAttempt(ctx, `webhook-send:${endpointId}`, WEBHOOK_SEND_LIMIT, WEBHOOK_SEND_WINDOW_MS);
  const id = newId();
  const now = ctx.now();
  await ctx.db
    .insertInto('webhook_deliveries')
    .values({
      id,
      message_id: messageId,
      endpoint_id: endpointId,
      kind,
      status: DeliveryState.PENDING,
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await queueDeliveryAttempt(ctx, id, 1, claimMs(ctx));
  await attemptDelivery(ctx, id);
  const [item] = await toWebhookDeliveryItems(ctx, [await deliveryRowOf(ctx, id)]);
  return item;
}

/** POST /webhooks/test, POST /webhooks/{id}/test: a `webhook.test` message sent now. */
export async function sendTestEvent(
  ctx: AppContext,
  user: AuthUser,
  input: { workspace_id: string; id: string },
): Promise<{ delivery: WebhookDeliveryItem }> {
  const endpoint = await authorizeEndpoint(ctx, user, input.workspace_id, input.id);
  const now = ctx.now();
  const body: WebhookEventBody = {
    type: WEBHOOK_TEST_EVENT_TYPE,
    timestamp: new Date(now).toISOString(),
    data: {
      endpoint_id: endpoint.id,
      message: 'This is a test event from Talkreel: your endpoint is reachable.',
    },
  };
  const messageId = newMessageId();
  await ctx.db
    .insertInto('webhook_messages')
    .values({
      id: messageId,
      endpoint_id: endpoint.id,
      event_type: WEBHOOK_TEST_EVENT_TYPE,
      body: JSON.stringify(body),
      created_at: now,
    })
    .execute();
  return { delivery: await sendNow(ctx, endpoint.id, messageId, DeliveryKind.TEST) };
}

/**
 * POST /webhooks/resend, POST /webhooks/{id}/deliveries/{delivery_id}/resend: the delivery's
 * message (same body, same `webhook-id`) sent again now, as a new delivery in the log.
 */
export async function resendDelivery(
  ctx: AppContext,
  user: AuthUser,
  input: { workspace_id: string; delivery_id: string; endpoint_id?: string },
): Promise<{ delivery: WebhookDeliveryItem }> {
  await authorizeWebhooks(ctx, user, input.workspace_id);
  const found = await ctx.db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(['d.message_id', 'd.endpoint_id'])
    .where('d.id', '=', input.delivery_id)
    .where('e.workspace_id', '=', input.workspace_id)
    .$if(input.endpoint_id !== undefined, (q) =>
      q.where('d.endpoint_id', '=', input.endpoint_id ?? ''),
    )
    .executeTakeFirst();
  if (!found) throw notFound(WebhookMessage.DELIVERY_NOT_FOUND);
  return { delivery: await sendNow(ctx, found.endpoint_id, found.message_id, DeliveryKind.RESEND) };
}
