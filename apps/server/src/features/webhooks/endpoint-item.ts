import {
  type PublicWebhookEndpoint,
  WEBHOOK_EVENT_TYPES,
  WebhookDisabledReason,
  type WebhookEndpointItem,
  type WebhookEventType,
} from '@talkreel/contract';
import { isoTime } from '../tree/paging';
import type { WebhookEndpointRow } from './policy';
import { secretPrefixOf } from './signing';

/** The stored JSON list of events, keeping only the ones still in the catalogue. */
export function eventsOf(row: Pick<WebhookEndpointRow, 'events'>): WebhookEventType[] {
  const list = JSON.parse(row.events) as string[];
  return WEBHOOK_EVENT_TYPES.filter((t) => list.includes(t));
}

/** An endpoint as the settings screen lists it (times in ms); never its secret. */
export function toWebhookEndpointItem(row: WebhookEndpointRow): WebhookEndpointItem {
  return {
    id: row.id,
    url: row.url,
    events: eventsOf(row),
    description: row.description,
    enabled: Number(row.enabled) === 1,
    disabled_reason:
      row.disabled_reason === WebhookDisabledReason.FAILING ? WebhookDisabledReason.FAILING : null,
    created_at: Number(row.created_at),
    secret_prefix: secretPrefixOf(row.secret),
  };
}

/** The same endpoint as the public API's resource (times in ISO 8601). */
export function toPublicWebhookEndpoint(row: WebhookEndpointRow): PublicWebhookEndpoint {
  const { created_at, ...item } = toWebhookEndpointItem(row);
  return { ...item, object: 'webhook_endpoint', created_at: isoTime(created_at) };
}
