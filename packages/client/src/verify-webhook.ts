import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a delivery's `webhook-timestamp` may be from now, as Standard Webhooks advises. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const SECRET_PREFIX = 'whsec_';

/** Why a delivery was not accepted; `verifyWebhook` throws nothing else. */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

/** A fetch `Headers`, or Node's `req.headers` (lower-case names, a value may be a list). */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** Seconds the timestamp may be off now (default 300). */
  toleranceSeconds?: number;
  /** The clock to check the timestamp against (tests). */
  now?: Date;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof Headers !== 'undefined' && headers instanceof Headers)
    return headers.get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value.join(' ') : value;
}

function keyOf(secret: string): Buffer {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
  if (key.length === 0) throw new WebhookVerificationError('The webhook secret is empty');
  return key;
}

/**
 * Checks a delivery as the Standard Webhooks specification says: the HMAC-SHA256 of
 * `${webhook-id}.${webhook-timestamp}.${body}` under the endpoint's secret (`whsec_` + base64) is
 * one of the `v1,<base64>` signatures of `webhook-signature` (two while a secret is rotated), and
 * the timestamp is within five minutes of now, so a captured delivery cannot be replayed later.
 * `payload` is the raw body exactly as received (re-serialised JSON would not match).
 * Returns the parsed event; throws `WebhookVerificationError` when anything does not hold.
 */
export function verifyWebhook<T = unknown>(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyWebhookOptions = {},
): T {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures)
    throw new WebhookVerificationError(
      'Missing webhook-id, webhook-timestamp or webhook-signature',
    );
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError('Invalid webhook-timestamp');
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  const sent = Number(timestamp);
  if (now - sent > tolerance) throw new WebhookVerificationError('Message timestamp too old');
  if (sent - now > tolerance) throw new WebhookVerificationError('Message timestamp too new');

  const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.from(payload);
  const expected = createHmac('sha256', keyOf(secret))
    .update(`${id}.${timestamp}.`)
    .update(body)
    .digest('base64');
  const wanted = Buffer.from(expected);
  const matches = signatures.split(' ').some((versioned) => {
    const [version, signature] = versioned.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  });
  if (!matches) throw new WebhookVerificationError('No matching signature found');
  const text = body.toString('utf8');
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
