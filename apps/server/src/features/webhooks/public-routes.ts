import {
  createPublicWebhookReply,
  createPublicWebhookRequest,
  publicWebhookDelivery,
  publicWebhookDeliveryPage,
  publicWebhookEndpoint,
  publicWebhookEndpointPage,
  publicWebhookSecretReply,
  updatePublicWebhookRequest,
  webhookDeliveryParams,
  webhookIdParams,
  webhookPageQuery,
} from '@talkreel/contract';
import { z } from 'zod';
import type { AnyApiRoute } from '../public-api/http/api-route';
import { apiRoute } from '../public-api/http/api-route';
import { decodeCursor, encodeCursor, timeIdPosition } from '../public-api/http/cursor';
import { toPublicWebhookDeliveries, toPublicWebhookDelivery } from './delivery-item';
import { toPublicWebhookEndpoint } from './endpoint-item';
import { listDeliveries } from './list-deliveries';
import {
  createEndpoint,
  deleteEndpoint,
  endpointsOf,
  rotateSecret,
  updateEndpoint,
} from './manage-endpoints';
import { authorizeEndpoint, endpointIn } from './policy';
import { resendDelivery, sendTestEvent } from './send-deliveries';

const tag = 'Webhooks';

/**
 * /api/public/v1/webhooks: the settings screen's verbs behind API keys. Only keys of a
 * workspace's owner or admins may manage webhooks (403 otherwise), as on the settings screen.
 */
export const webhookPublicRoutes: AnyApiRoute[] = [
  apiRoute({
    method: 'GET',
    url: '/webhooks',
    operationId: 'listWebhookEndpoints',
    summary: "The workspace's webhook endpoints, oldest first",
    tag,
    scope: 'read',
    query: webhookPageQuery,
    reply: publicWebhookEndpointPage,
    handler: async ({ ctx, principal, query }) => {
      const after = decodeCursor(timeIdPosition, query.cursor);
      const all = await endpointsOf(ctx, principal.user, principal.workspaceId);
      // At most WEBHOOK_ENDPOINTS_MAX of them: paged in memory, oldest first.
      const rest = after
        ? all.filter((e) => {
            const at = Number(e.created_at);
            return at > after[0] || (at === after[0] && e.id > after[1]);
          })
        : all;
      const page = rest.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: page.map(toPublicWebhookEndpoint),
        next_cursor:
          rest.length > page.length && last
            ? encodeCursor([Number(last.created_at), last.id])
            : null,
      };
    },
  }),
  apiRoute({
    method: 'POST',
    url: '/webhooks',
    operationId: 'createWebhookEndpoint',
    summary: 'Adds a webhook endpoint; `secret` is in this reply only',
    tag,
    scope: 'write',
    body: createPublicWebhookRequest,
    reply: createPublicWebhookReply,
    status: 201,
    handler: async ({ ctx, principal, body }) => {
      const made = await createEndpoint(ctx, principal.user, {
        ...body,
        description: body.description ?? null,
        workspace_id: principal.workspaceId,
      });
      const row = await endpointIn(ctx, principal.workspaceId, made.endpoint.id);
      return { ...toPublicWebhookEndpoint(row), secret: made.secret };
    },
  }),
  apiRoute({
    method: 'GET',
    url: '/webhooks/:id',
    operationId: 'getWebhookEndpoint',
    summary: 'One webhook endpoint',
    tag,
    scope: 'read',
    params: webhookIdParams,
    reply: publicWebhookEndpoint,
    handler: async ({ ctx, principal, params }) =>
      toPublicWebhookEndpoint(
        await authorizeEndpoint(ctx, principal.user, principal.workspaceId, params.id),
      ),
  }),
  apiRoute({
    method: 'PATCH',
    url: '/webhooks/:id',
    operationId: 'updateWebhookEndpoint',
    summary: "Changes an endpoint's URL, events, description or enabled state",
    tag,
    scope: 'write',
    params: webhookIdParams,
    body: updatePublicWebhookRequest,
    reply: publicWebhookEndpoint,
    handler: async ({ ctx, principal, params, body }) => {
      await updateEndpoint(ctx, principal.user, {
        ...body,
        workspace_id: principal.workspaceId,
        id: params.id,
      });
      return toPublicWebhookEndpoint(await endpointIn(ctx, principal.workspaceId, params.id));
    },
  }),
  apiRoute({
    method: 'DELETE',
    url: '/webhooks/:id',
    operationId: 'deleteWebhookEndpoint',
    summary: 'Deletes an endpoint and its delivery log',
    tag,
    scope: 'write',
    params: webhookIdParams,
    reply: z.null(),
    status: 204,
    handler: async ({ ctx, principal, params }) => {
      await deleteEndpoint(ctx, principal.user, {
        workspace_id: principal.workspaceId,
        id: params.id,
      });
      return null;
    },
  }),
  apiRoute({
    method: 'POST',
    url: '/webhooks/:id/rotate-secret',
    operationId: 'rotateWebhookSecret',
    summary: 'A new secret; the previous one also signs (a second signature) for 24 hours',
    tag,
    scope: 'write',
    params: webhookIdParams,
    reply: publicWebhookSecretReply,
    handler: ({ ctx, principal, params }) =>
      rotateSecret(ctx, principal.user, { workspace_id: principal.workspaceId, id: params.id }),
  }),
  apiRoute({
    method: 'POST',
    url: '/webhooks/:id/test',
    operationId: 'sendWebhookTestEvent',
    summary: 'Sends a `webhook.test` event now and answers the delivery with its attempt',
    tag,
    scope: 'write',
    params: webhookIdParams,
    reply: publicWebhookDelivery,
    handler: async ({ ctx, principal, params }) => {
      const { delivery } = await sendTestEvent(ctx, principal.user, {
        workspace_id: principal.workspaceId,
        id: params.id,
      });
      return toPublicWebhookDelivery(delivery, params.id);
    },
  }),
  apiRoute({
    method: 'GET',
    url: '/webhooks/:id/deliveries',
    operationId: 'listWebhookDeliveries',
    summary: "The endpoint's deliveries, newest first, each with its attempts",
    tag,
    scope: 'read',
    params: webhookIdParams,
    query: webhookPageQuery,
    reply: publicWebhookDeliveryPage,
    handler: async ({ ctx, principal, params, query }) => {
      const page = await listDeliveries(ctx, principal.user, {
        workspace_id: principal.workspaceId,
        id: params.id,
        after: decodeCursor(timeIdPosition, query.cursor),
        limit: query.limit,
      });
      return {
        data: await toPublicWebhookDeliveries(ctx, page.rows),
        next_cursor: page.next_cursor,
      };
    },
  }),
  apiRoute({
    method: 'POST',
    url: '/webhooks/:id/deliveries/:delivery_id/resend',
    operationId: 'resendWebhookDelivery',
    summary: "Sends the delivery's message again now (same `webhook-id`) as a new delivery",
    tag,
    scope: 'write',
    params: webhookDeliveryParams,
    reply: publicWebhookDelivery,
    handler: async ({ ctx, principal, params }) => {
      const { delivery } = await resendDelivery(ctx, principal.user, {
        workspace_id: principal.workspaceId,
        endpoint_id: params.id,
        delivery_id: params.delivery_id,
      });
      return toPublicWebhookDelivery(delivery, params.id);
    },
  }),
];
