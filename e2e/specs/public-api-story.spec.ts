import { createTalkreelClient, verifyWebhook } from '@talkreel/client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import apiKeysEn from '../../apps/web/src/features/settings/api-keys/i18n/en.json';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { type BuiltServer, startBuiltServer } from '../support/builtServer';
import { startHttpReceiver } from '../support/receivers';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { testTime } from '../support/testTime';

/**
 * The public API as an integrator meets it (issue 25): a key made in Settings → API keys, then
 * only the typed client (@talkreel/client): a webhook endpoint on the integrator's own receiver,
 * a video made and followed to done, and a video.completed delivery whose signature
 * verifyWebhook accepts. A server of its own, whose operator lets webhook deliveries reach
 * loopback over plain http (WEBHOOK_ALLOW_PRIVATE).
 */
const t = apiKeysEn.apiKeys;

/** Checks `check` every half second until it gives a value, up to `ms` (scaled). */
async function eventually<T>(what: string, check: () => Promise<T | undefined>, ms: number) {
  const deadline = Date.now() + testTime(ms);
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${testTime(ms) / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

let server: BuiltServer;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
let browser: Browser;

beforeAll(async () => {
  receiver = await startHttpReceiver();
  server = await startBuiltServer({
    WEBHOOK_ALLOW_PRIVATE: '1',
    // One stock actor and its voice: this server's spec uses at most one, and each seeded actor is
    // an idle video rendered in the background (seconds of CPU each, beside the spec's own work).
    STOCK_LIMIT: '1',
  });
  browser = await launchBrowser();
}, testTime(240_000));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await receiver?.close();
});

describe('public API story', () => {
  it('a key made in the settings page makes a video with the client; the receiver gets a correctly signed video.completed', async () => {
    const page = await newUserPage(browser);
    await signUpThroughApi(page, server);

    // Settings → API keys: a read & write key, its secret shown once.
    await page.goto(`${server.baseUrl}/settings/api-keys/`);
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await page.getByRole('button', { name: t.create.open }).click();
    const dialog = page.getByTestId('create-api-key-dialog');
    await dialog.getByLabel(t.create.name).fill('Order system');
    await dialog.locator('label').filter({ hasText: t.scope.write }).click();
    await dialog.getByRole('button', { name: t.create.submit }).click();
    const secretBox = dialog.getByTestId('one-time-secret');
    await secretBox.waitFor();
    const apiKey = (await secretBox.textContent())?.trim() ?? '';
    expect(apiKey).toMatch(/^tr_[0-9A-Za-z]{40,}$/);
    await screenshot(page, 'public-api-key-created');
    await dialog.getByRole('button', { name: t.created.done }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('api-key-row').filter({ hasText: 'Order system' });
    await row.waitFor();
    // Only the start of the secret is kept and shown.
    expect(await row.getByTestId('key-prefix').textContent()).toBe(`${apiKey.slice(0, 10)}…`);
    await row.getByText(t.list.neverUsed).waitFor();

    // From here on, only the client.
    const client = createTalkreelClient({ baseUrl: server.baseUrl, apiKey });
    const hook = await client.POST('/webhooks', {
      body: { url: receiver.url, events: ['video.completed'] },
    });
    expect(hook.error).toBeUndefined();
    const signingSecret = hook.data?.secret ?? '';
    expect(signingSecret).toMatch(/^whsec_/);

    // A stock actor with a voice of its own (the library is seeded in the background).
    const actor = await eventually(
      'a ready stock actor',
      async () => {
        const { data } = await client.GET('/actors', { params: { query: { limit: 20 } } });
        return data?.data.find((a) => a.source === 'stock' && a.status === 'ready' && a.voice_id);
      },
      120_000,
    );
    const made = await client.POST('/videos', {
      body: {
        script:
          'Thank you for your order. This short video was made by our order system, with no one clicking anything at all.',
        actor_id: actor.id,
        title: 'Order 1042',
        metadata: { order: '1042' },
      },
      params: { header: { 'Idempotency-Key': `e2e-${Date.now()}` } },
    });
    expect(made.error).toBeUndefined();
    expect(made.response.status).toBe(202);
    const id = made.data?.id ?? '';

    const done = await eventually(
      'the video done',
      async () => {
        const { data, error } = await client.GET('/videos/{id}', { params: { path: { id } } });
        expect(error).toBeUndefined();
        expect(data?.status).not.toBe('failed');
        return data?.status === 'done' ? data : undefined;
      },
      300_000,
    );
    const mp4 = await fetch(done.video_url ?? '');
    expect(mp4.status).toBe(200);
    expect(
      Buffer.from(await mp4.arrayBuffer())
        .subarray(4, 8)
        .toString(),
    ).toBe('ftyp');

    const delivery = await eventually(
      'the video.completed delivery',
      async () => receiver.received.find((d) => d.body.includes(id)),
      120_000,
    );
    const event = verifyWebhook<{ type: string; data: { id: string; metadata: object } }>(
      delivery.body,
      delivery.headers,
      signingSecret,
    );
    expect(event.type).toBe('video.completed');
    expect(event.data).toMatchObject({ id, status: 'done', metadata: { order: '1042' } });
    // A tampered body is refused by the same check.
    expect(() =>
      verifyWebhook(delivery.body.replace('1042', '1043'), delivery.headers, signingSecret),
    ).toThrow(/no matching signature/i);

    // The settings page shows the key as used.
    await page.reload();
    await row.waitFor();
    expect(await row.getByText(t.list.neverUsed).count()).toBe(0);
    await screenshot(page, 'public-api-key-used');
    await page.context().close();
  });
});
