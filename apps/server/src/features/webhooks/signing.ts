import { createHmac, randomBytes } from 'node:crypto';
import {
  WEBHOOK_SECRET_BYTES,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SECRET_SHOWN_PREFIX_LENGTH,
  WebhookHeader,
} from '@talkreel/contract';
import type { WebhookEndpointRow } from './policy';

/** A new endpoint secret as Standard Webhooks writes it: `whsec_` + base64 of random bytes. */
export const newWebhookSecret = () =>
  `${WEBHOOK_SECRET_PREFIX}${randomBytes(WEBHOOK_SECRET_BYTES).toString('base64')}`;

export const secretPrefixOf = (secret: string) =>
  secret.slice(0, WEBHOOK_SECRET_SHOWN_PREFIX_LENGTH);

/** The secrets that sign now: the current one, and the previous one during a rotation's overlap. */
export function signingSecrets(
  endpoint: Pick<WebhookEndpointRow, 'secret' | 'previous_secret' | 'previous_secret_until'>,
  now: number,
): string[] {
  const previous =
    endpoint.previous_secret && Number(endpoint.previous_secret_until ?? 0) > now
      ? [endpoint.previous_secret]
      : [];
  return [endpoint.secret, ...previous];
}

/** `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, keyed with the decoded secret. */
function signatureOf(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${messageId}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** The three Standard Webhooks headers of one attempt, signed by every secret given. */
export function signedHeaders(
  secrets: string[],
  messageId: string,
  nowMs: number,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    [WebhookHeader.ID]: messageId,
    [WebhookHeader.TIMESTAMP]: String(timestamp),
    // Space-separated signatures, as the specification allows for key rotation.
    [WebhookHeader.SIGNATURE]: secrets
      .map((s) => signatureOf(s, messageId, timestamp, body))
      .join(' '),
  };
}
