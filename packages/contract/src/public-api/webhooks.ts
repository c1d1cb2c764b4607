import { z } from 'zod';
import { CONTROL_OR_BIDI, idInput, reqBoolean, reqNumber, reqString } from '../fields';
import { pageOf, pageQuery } from './page';

// ---- Webhooks (issue 25): signed event deliveries to a workspace's endpoints ----
// Deliveries follow the Standard Webhooks specification (standardwebhooks.com): headers
// `webhook-id`, `webhook-timestamp`, `webhook-signature`, body `{ type, timestamp, data }`.

/** The events an endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'video.completed',
  'video.failed',
  'actor.ready',
  'actor.failed',
  'voice.ready',
  'voice.failed',
  'batch.completed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The type of the sample "Send test event" delivers to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/** Request headers of every delivery (lower case, as the specification writes them). */
export const WebhookHeader = {
  /** The message id: the same on every retry and resend of one message, so receivers dedupe. */
  ID: 'webhook-id',
  /** Unix seconds of this attempt; part of what is signed. */
  TIMESTAMP: 'webhook-timestamp',
  /**
   * `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64-decoded secret>`;
   * during a rotation's overlap two such values, space-separated (new secret first).
   */
  SIGNATURE: 'webhook-signature',
} as const;

/** An endpoint's secret: this prefix, then the base64 of WEBHOOK_SECRET_BYTES random bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_SECRET_BYTES = 32;
/** Characters of the secret shown in lists to tell secrets apart (`whsec_` + 4). */
export const WEBHOOK_SECRET_SHOWN_PREFIX_LENGTH = 10;
/** After a rotation the previous secret still signs (alongside the new one) this long. */
export const WEBHOOK_ROTATION_OVERLAP_MS = 24 * 3600_000;

/** One attempt (connect, send, answer) must finish within this; slower counts as a failure. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * Waits before each retry of a failed delivery (so 7 attempts over about 18 hours); an answer
 * other than 2xx, a timeout or a network error is a failure.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3600_000,
  5 * 3600_000,
  10 * 3600_000,
] as const;
/** An endpoint whose attempts have all failed for this long is disabled and its owner mailed. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 3600_000;
/** How much of a receiver's answer each attempt keeps in the delivery log. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 2048;
/** Messages and their deliveries are kept this long for the log and resends. */
export const WEBHOOK_DELIVERY_KEEP_MS = 30 * 24 * 3600_000;

export const WEBHOOK_URL_MAX_CHARS = 2000;
export const WEBHOOK_DESCRIPTION_MAX_CHARS = 200;
/** Endpoints one workspace may have. */
export const WEBHOOK_ENDPOINTS_MAX = 20;
/** Deliveries per page of the web app's delivery log. */
export const WEBHOOK_DELIVERY_PAGE_SIZE = 20;
/** Test events and resends one endpoint may send per window (each is an outbound request). */
export const WEBHOOK_SEND_LIMIT = 20;
export const WEBHOOK_SEND_WINDOW_MS = 10 * 60_000;

/** Why an endpoint is disabled: by the server after failing too long (null: by a person). */
export const WebhookDisabledReason = { FAILING: 'failing' } as const;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WebhookMessage = {
  URL: `The URL must be 1 to ${WEBHOOK_URL_MAX_CHARS} characters`,
  EVENTS: 'Choose at least one event',
  EVENT: `Events are ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  DESCRIPTION: `The description may have at most ${WEBHOOK_DESCRIPTION_MAX_CHARS} characters`,
  DESCRIPTION_CONTROL: 'The description cannot contain control characters',
  ENABLED: 'Enabled must be true or false',
  ENDPOINT_NOT_FOUND: 'Webhook endpoint not found',
  DELIVERY_NOT_FOUND: 'Webhook delivery not found',
  TOO_MANY_ENDPOINTS: `A workspace may have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints`,
  DISABLED: 'The endpoint is disabled: enable it first',
  CURSOR: 'The cursor is not valid',
} as const;

const webhookUrlInput = z
  .string({ error: WebhookMessage.URL })
  .trim()
  .min(1, WebhookMessage.URL)
  .max(WEBHOOK_URL_MAX_CHARS, WebhookMessage.URL)
  .describe('Where deliveries are POSTed: https, a public address');
const webhookEventsInput = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WebhookMessage.EVENT }), {
    error: WebhookMessage.EVENTS,
  })
  .min(1, WebhookMessage.EVENTS)
  .max(WEBHOOK_EVENT_TYPES.length * 2, WebhookMessage.EVENTS)
  // Stored once each, in the catalogue's order.
  .transform((list) => WEBHOOK_EVENT_TYPES.filter((t) => list.includes(t)))
  .describe('The events delivered to this endpoint');
const webhookDescriptionInput = z
  .string({ error: WebhookMessage.DESCRIPTION })
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX_CHARS, WebhookMessage.DESCRIPTION)
  .refine((v) => !CONTROL_OR_BIDI.test(v), WebhookMessage.DESCRIPTION_CONTROL)
  .nullish()
  .transform((v) => v || null);
const enabledInput = z.boolean({ error: WebhookMessage.ENABLED });

/** What every delivery's JSON body is; `data` is the resource the event is about. */
export const webhookEventBody = z.object({
  type: z
    .string()
    .describe(`One of ${WEBHOOK_EVENT_TYPES.join(', ')}, or ${WEBHOOK_TEST_EVENT_TYPE}`),
  timestamp: z.string().describe('ISO 8601: when the event happened'),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEventBody = z.infer<typeof webhookEventBody>;

// ---- The web app's management calls (signed /api/v1, envelope replies; times in epoch ms) ----

export const webhookEndpointItem = z.object({
  id: reqString('ID'),
  url: reqString('URL'),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string().nullable(),
  enabled: reqBoolean('Enabled'),
  /** `failing` when the server disabled it; null while enabled or when a person disabled it. */
  disabled_reason: z.enum([WebhookDisabledReason.FAILING]).nullable(),
  created_at: reqNumber('Created at'),
  /** The current secret's first characters. */
  secret_prefix: reqString('Secret prefix'),
});
export type WebhookEndpointItem = z.output<typeof webhookEndpointItem>;

export const webhookAttemptItem = z.object({
  at: reqNumber('At'),
  /** The receiver's HTTP status; null when none came (timeout, refused address, network). */
  status_code: z.number().int().nullable(),
  duration_ms: reqNumber('Duration'),
  /** The first WEBHOOK_RESPONSE_EXCERPT_BYTES of the answer's body. */
  response_excerpt: z.string(),
  /** Why the attempt failed when no answer explains it (or a redirect); null otherwise. */
  error: z.string().nullable(),
});
export type WebhookAttemptItem = z.output<typeof webhookAttemptItem>;

export const webhookDeliveryItem = z.object({
  id: reqString('ID'),
  event_type: reqString('Event type'),
  message_id: reqString('Message ID'),
  created_at: reqNumber('Created at'),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.array(webhookAttemptItem),
  next_attempt_at: z.number().nullable(),
});
export type WebhookDeliveryItem = z.output<typeof webhookDeliveryItem>;

const workspaceIdInput = idInput('Workspace ID');
const endpointIdInput = idInput('Endpoint ID');

/** POST /webhooks/list */
export const listWebhooksRequest = z.object({ workspace_id: workspaceIdInput });
export const listWebhooksReply = z.object({ list: z.array(webhookEndpointItem) });

/** POST /webhooks/create: the secret is in this reply only. */
export const createWebhookRequest = z.object({
  workspace_id: workspaceIdInput,
  url: webhookUrlInput,
  events: webhookEventsInput,
  description: webhookDescriptionInput,
});
export const createWebhookReply = z.object({
  endpoint: webhookEndpointItem,
  secret: reqString('Secret'),
});

/** POST /webhooks/update: only the fields given change; enabling clears `disabled_reason`. */
export const updateWebhookRequest = z.object({
  workspace_id: workspaceIdInput,
  id: endpointIdInput,
  url: webhookUrlInput.optional(),
  events: webhookEventsInput.optional(),
  description: webhookDescriptionInput.optional(),
  enabled: enabledInput.optional(),
});
export const updateWebhookReply = z.object({ endpoint: webhookEndpointItem });

/** POST /webhooks/delete */
export const deleteWebhookRequest = z.object({
  workspace_id: workspaceIdInput,
  id: endpointIdInput,
});
export const deleteWebhookReply = z.object({});

/** POST /webhooks/rotate-secret: the new secret; the old one signs too for 24 h. */
export const rotateWebhookSecretRequest = deleteWebhookRequest;
export const rotateWebhookSecretReply = z.object({ secret: reqString('Secret') });

/** POST /webhooks/test: sends a `webhook.test` event now and answers its first attempt. */
export const testWebhookRequest = deleteWebhookRequest;
export const webhookDeliveryReply = z.object({ delivery: webhookDeliveryItem });

/** POST /webhooks/deliveries: newest first, a page at a time. */
export const listWebhookDeliveriesRequest = z.object({
  workspace_id: workspaceIdInput,
  id: endpointIdInput,
  cursor: z
    .string({ error: WebhookMessage.CURSOR })
    .max(200, WebhookMessage.CURSOR)
    .nullish()
    .transform((v) => v || null),
});
export const listWebhookDeliveriesReply = z.object({
  list: z.array(webhookDeliveryItem),
  next_cursor: z.string().nullable(),
});

/** POST /webhooks/resend: the same message (same `webhook-id`) sent again now. */
export const resendWebhookRequest = z.object({
  workspace_id: workspaceIdInput,
  delivery_id: idInput('Delivery ID'),
});

// ---- The public API (/api/public/v1/webhooks; times in ISO 8601) ----

export const publicWebhookEndpoint = z
  .object({
    id: z.string(),
    object: z.literal('webhook_endpoint'),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    description: z.string().nullable(),
    enabled: z.boolean(),
    disabled_reason: z
      .enum([WebhookDisabledReason.FAILING])
      .nullable()
      .describe('`failing`: disabled by the server after failing for 3 days'),
    secret_prefix: z.string().describe("The secret's first characters"),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'WebhookEndpoint' });
export type PublicWebhookEndpoint = z.infer<typeof publicWebhookEndpoint>;

export const publicWebhookDelivery = z
  .object({
    id: z.string(),
    object: z.literal('webhook_delivery'),
    endpoint_id: z.string(),
    event_type: z.string(),
    message_id: z.string().describe('The `webhook-id` header of every attempt'),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.array(
      z.object({
        at: z.string().describe('ISO 8601'),
        status_code: z.number().int().nullable(),
        duration_ms: z.number(),
        response_excerpt: z.string(),
        error: z.string().nullable(),
      }),
    ),
    next_attempt_at: z.string().nullable().describe('ISO 8601; null once succeeded or failed'),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'WebhookDelivery' });
export type PublicWebhookDelivery = z.infer<typeof publicWebhookDelivery>;

/** `POST /webhooks`: the reply carries `secret`, shown this once. */
export const createPublicWebhookRequest = z.object({
  url: webhookUrlInput,
  events: webhookEventsInput,
  description: webhookDescriptionInput.optional(),
});
export const createPublicWebhookReply = publicWebhookEndpoint.extend({
  secret: z.string().describe('`whsec_` + base64: keep it, it is not shown again'),
});
/** `PATCH /webhooks/{id}` */
export const updatePublicWebhookRequest = z.object({
  url: webhookUrlInput.optional(),
  events: webhookEventsInput.optional(),
  description: webhookDescriptionInput.optional(),
  enabled: enabledInput.optional(),
});
export const webhookIdParams = z.object({ id: z.string().min(1).max(100) });
export const webhookDeliveryParams = z.object({
  id: z.string().min(1).max(100),
  delivery_id: z.string().min(1).max(100),
});
export const publicWebhookSecretReply = z.object({
  secret: z.string().describe('The new secret; the previous one also signs for 24 hours'),
});
export const publicWebhookEndpointPage = pageOf(publicWebhookEndpoint);
export const publicWebhookDeliveryPage = pageOf(publicWebhookDelivery);
export const webhookPageQuery = pageQuery;
