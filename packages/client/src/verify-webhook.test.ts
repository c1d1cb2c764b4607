import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from './verify-webhook';

// Signatures here are made by the reference implementation (the `standardwebhooks` package), so
// the check is held to the specification, not to our own reading of it.
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;
const body = JSON.stringify({
  type: 'video.completed',
  timestamp: '2026-11-28T20:00:00.000Z',
  data: { id: 'vid_1', object: 'video', status: 'done', metadata: { order: '42' } },
});

function delivery(secrets: string[], at = new Date(), payload = body, id = 'msg_2k9Zq') {
  const signature = secrets.map((s) => new Webhook(s).sign(id, at, payload)).join(' ');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookVerificationError);
    return (err as Error).message;
  }
  throw new Error('accepted a delivery it should refuse');
};

describe('verifyWebhook', () => {
  it('accepts a delivery signed by the reference implementation and returns the event', () => {
    const secret = newSecret();
    const event = verifyWebhook<{ type: string; data: { metadata: object } }>(
      body,
      delivery([secret]),
      secret,
    );
    expect(event.type).toBe('video.completed');
    expect(event.data.metadata).toEqual({ order: '42' });
  });

  it('reads a raw Buffer body, fetch Headers and mixed-case header names', () => {
    const secret = newSecret();
    const headers = delivery([secret]);
    expect(verifyWebhook(Buffer.from(body), new Headers(headers), secret)).toEqual(
      JSON.parse(body),
    );
    const shouting = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k.toUpperCase(), v]),
    );
    expect(verifyWebhook(body, shouting, secret)).toEqual(JSON.parse(body));
  });

  it('refuses a wrong secret', () => {
    expect(refusal(() => verifyWebhook(body, delivery([newSecret()]), newSecret()))).toMatch(
      /no matching signature/i,
    );
  });

  it('refuses a tampered body, id or timestamp', () => {
    const secret = newSecret();
    const headers = delivery([secret]);
    const tampered = body.replace('"42"', '"43"');
    expect(refusal(() => verifyWebhook(tampered, headers, secret))).toMatch(/no matching/i);
    expect(
      refusal(() => verifyWebhook(body, { ...headers, 'webhook-id': 'msg_other' }, secret)),
    ).toMatch(/no matching/i);
    const moved = String(Number(headers['webhook-timestamp']) - 1);
    expect(
      refusal(() => verifyWebhook(body, { ...headers, 'webhook-timestamp': moved }, secret)),
    ).toMatch(/no matching/i);
  });

  it('refuses a timestamp older or newer than five minutes, correctly signed or not', () => {
    const secret = newSecret();
    const old = new Date(Date.now() - 6 * 60_000);
    expect(refusal(() => verifyWebhook(body, delivery([secret], old), secret))).toMatch(/old/);
    const future = new Date(Date.now() + 6 * 60_000);
    expect(refusal(() => verifyWebhook(body, delivery([secret], future), secret))).toMatch(/new/);
    // Within the tolerance it is still accepted (a receiver's clock is never exact).
    const recent = new Date(Date.now() - 4 * 60_000);
    expect(verifyWebhook(body, delivery([secret], recent), secret)).toEqual(JSON.parse(body));
  });

  it('accepts either secret while one is rotated (two signatures in the header)', () => {
    const [previous, next] = [newSecret(), newSecret()];
    const headers = delivery([previous, next]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verifyWebhook(body, headers, previous)).toEqual(JSON.parse(body));
    expect(verifyWebhook(body, headers, next)).toEqual(JSON.parse(body));
    expect(refusal(() => verifyWebhook(body, headers, newSecret()))).toMatch(/no matching/i);
  });

  it('refuses missing headers, a non-numeric timestamp and signatures of another version', () => {
    const secret = newSecret();
    const headers = delivery([secret]);
    const { 'webhook-signature': _, ...unsigned } = headers;
    expect(refusal(() => verifyWebhook(body, unsigned, secret))).toMatch(/missing/i);
    expect(
      refusal(() => verifyWebhook(body, { ...headers, 'webhook-timestamp': 'soon' }, secret)),
    ).toMatch(/timestamp/i);
    const v2 = headers['webhook-signature'].replace('v1,', 'v2,');
    expect(
      refusal(() => verifyWebhook(body, { ...headers, 'webhook-signature': v2 }, secret)),
    ).toMatch(/no matching/i);
  });

  it('agrees with the reference implementation on what it accepts', () => {
    const secret = newSecret();
    const headers = delivery([secret]);
    expect(verifyWebhook(body, headers, secret)).toEqual(new Webhook(secret).verify(body, headers));
  });
});
