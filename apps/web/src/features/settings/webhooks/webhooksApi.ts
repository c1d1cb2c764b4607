import {
  type Camelize,
  createWebhookReply,
  deleteWebhookReply,
  listWebhookDeliveriesReply,
  listWebhooksReply,
  rotateWebhookSecretReply,
  updateWebhookReply,
  type WebhookEventType,
  webhookDeliveryReply,
} from '@talkreel/contract';
import type { z } from 'zod';
import { callApi } from '../../../api/client';

/** Issue 25 webhook management calls of the settings page (snake_case on the wire). */

export type WebhookEndpoint = Camelize<z.output<typeof listWebhooksReply>>['list'][number];
export type WebhookDeliveries = Camelize<z.output<typeof listWebhookDeliveriesReply>>;
export type WebhookDelivery = WebhookDeliveries['list'][number];
export type WebhookAttempt = WebhookDelivery['attempts'][number];

const post = <S extends z.ZodType>(path: string, body: Record<string, unknown>, reply: S) =>
  callApi(path, { method: 'POST', body, reply });

export const listWebhooks = (workspaceId: string) =>
  post('/webhooks/list', { workspace_id: workspaceId }, listWebhooksReply).then((r) => r.list);

export const createWebhook = (
  workspaceId: string,
  input: { url: string; events: WebhookEventType[]; description: string },
) =>
  post(
    '/webhooks/create',
    {
      workspace_id: workspaceId,
      url: input.url,
      events: input.events,
      description: input.description || null,
    },
    createWebhookReply,
  );

export interface WebhookChange {
  events?: WebhookEventType[];
  enabled?: boolean;
  description?: string;
}

export const updateWebhook = (workspaceId: string, id: string, change: WebhookChange) =>
  post(
    '/webhooks/update',
    {
      workspace_id: workspaceId,
      id,
      events: change.events,
      enabled: change.enabled,
      description: change.description === undefined ? undefined : change.description || null,
    },
    updateWebhookReply,
  ).then((r) => r.endpoint);

export const deleteWebhook = (workspaceId: string, id: string) =>
  post('/webhooks/delete', { workspace_id: workspaceId, id }, deleteWebhookReply);

export const rotateWebhookSecret = (workspaceId: string, id: string) =>
  post('/webhooks/rotate-secret', { workspace_id: workspaceId, id }, rotateWebhookSecretReply).then(
    (r) => r.secret,
  );

export const sendTestEvent = (workspaceId: string, id: string) =>
  post('/webhooks/test', { workspace_id: workspaceId, id }, webhookDeliveryReply).then(
    (r) => r.delivery,
  );

export const listDeliveries = (workspaceId: string, id: string, cursor: string | null) =>
  post(
    '/webhooks/deliveries',
    { workspace_id: workspaceId, id, cursor },
    listWebhookDeliveriesReply,
  );

export const resendDelivery = (workspaceId: string, deliveryId: string) =>
  post(
    '/webhooks/resend',
    { workspace_id: workspaceId, delivery_id: deliveryId },
    webhookDeliveryReply,
  ).then((r) => r.delivery);
