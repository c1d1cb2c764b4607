import { createHmac, randomBytes } from 'node:crypto';
import { workflowSignedText } from '@talkreel/contract';

/** A new per-agent signing key; the prefix tells a reader what the string is. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The X-Talkreel-Signature value: the time in Unix seconds and the hex HMAC-SHA256 of
 * "<time>.<body>", so a receiver can check both who sent it and that it is fresh.
 */
export function signDelivery(secret: string, body: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  const v1 = createHmac('sha256', secret).update(workflowSignedText(t, body)).digest('hex');
  return `t=${t},v1=${v1}`;
}
