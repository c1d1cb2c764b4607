import {
  createWebhookReply,
  createWebhookRequest,
  deleteWebhookReply,
  deleteWebhookRequest,
  listWebhookDeliveriesReply,
  listWebhookDeliveriesRequest,
  listWebhooksReply,
  listWebhooksRequest,
  resendWebhookRequest,
  rotateWebhookSecretReply,
  rotateWebhookSecretRequest,
  testWebhookRequest,
  updateWebhookReply,
  updateWebhookRequest,
  WEBHOOK_DELIVERY_PAGE_SIZE,
  webhookDeliveryReply,
} from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { toWebhookDeliveryItems } from './delivery-item';
import { deliveriesCursor, listDeliveries } from './list-deliveries';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
} from './manage-endpoints';
import { resendDelivery, sendTestEvent } from './send-deliveries';

const tag = 'webhooks';

/** The settings screen's calls (issue 25); the public API's /webhooks call the same verbs. */
export const webhookRoutes: AnyRoute[] = [
  userRoute({
    method: 'POST',
    url: '/webhooks/list',
    tag,
    summary: "The workspace's webhook endpoints",
    input: listWebhooksRequest,
    reply: listWebhooksReply,
    handler: ({ ctx, user, input }) => listEndpoints(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/webhooks/create',
    tag,
    summary: 'Adds a webhook endpoint; the reply carries its secret, shown this once',
    input: createWebhookRequest,
    reply: createWebhookReply,
    handler: ({ ctx, user, input }) => createEndpoint(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/webhooks/update',
    tag,
    summary: "Changes a webhook endpoint's URL, events, description or enabled state",
    input: updateWebhookRequest,
    reply: updateWebhookReply,
    handler: ({ ctx, user, input }) => updateEndpoint(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/webhooks/delete',
    tag,
    summary: 'Deletes a webhook endpoint and its delivery log',
    input: deleteWebhookRequest,
    reply: deleteWebhookReply,
    handler: ({ ctx, user, input }) => deleteEndpoint(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/webhooks/rotate-secret',
    tag,
    summary: 'A new secret for the endpoint; the old one also signs for 24 hours',
    input: rotateWebhookSecretRequest,
    reply: rotateWebhookSecretReply,
    handler: ({ ctx, user, input }) => rotateSecret(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/webhooks/test',
    tag,
    summary: 'Sends a webhook.test event to the endpoint now and returns the delivery',
    input: testWebhookRequest,
    reply: webhookDeliveryReply,
    handler: ({ ctx, user, input }) => sendTestEvent(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/webhooks/deliveries',
    tag,
    summary: "The endpoint's deliveries, newest first, with every attempt",
    input: listWebhookDeliveriesRequest,
    reply: listWebhookDeliveriesReply,
    handler: async ({ ctx, user, input }) => {
      const page = await listDeliveries(ctx, user, {
        ...input,
        after: deliveriesCursor(input.cursor),
        limit: WEBHOOK_DELIVERY_PAGE_SIZE,
      });
      return { list: await toWebhookDeliveryItems(ctx, page.rows), next_cursor: page.next_cursor };
    },
  }),
  userRoute({
    method: 'POST',
    url: '/webhooks/resend',
    tag,
    summary: "Sends a delivery's message again now (same webhook-id) and returns the new delivery",
    input: resendWebhookRequest,
    reply: webhookDeliveryReply,
    handler: ({ ctx, user, input }) => resendDelivery(ctx, user, input),
  }),
];
