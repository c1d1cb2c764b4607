import { verifyWebhook } from '@talkreel/client';
import { WEBHOOK_SECRET_PREFIX } from '@talkreel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hooksCopy, WebhooksSettingsPage } from '../pages/ApiSettingsPages';
import { launchBrowser, newUserPage, phonePageAs, screenshot } from '../support/browser';
import { type BuiltServer, startBuiltServer } from '../support/builtServer';
import { readingProblems } from '../support/readsWell';
import { startHttpReceiver } from '../support/receivers';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { testTime } from '../support/testTime';

/**
 * Settings → Webhooks end to end (issue 25), on a server of its own whose operator lets
 * deliveries reach private addresses (WEBHOOK_ALLOW_PRIVATE), so a loopback receiver gets them.
 */
const LANGUAGES = ['en', 'zh', 'es', 'de', 'zh-TW'] as const;

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

/** Waits for the receiver to have `count` requests. */
async function receivedCount(count: number) {
  const deadline = Date.now() + testTime(60_000);
  while (receiver.received.length < count) {
    if (Date.now() > deadline) throw new Error(`only ${receiver.received.length} deliveries came`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return receiver.received;
}

/** Every language at one size: the endpoint with its open log reads well, and is kept. */
async function checkLanguages(page: Page, hooks: WebhooksSettingsPage, size: string) {
  for (const lang of LANGUAGES) {
    await hooks.open(server.baseUrl, lang);
    const card = hooks.endpoints.first();
    await card.waitFor();
    await card.getByTestId('delivery-log-toggle').click();
    await card.getByTestId('delivery-row').first().click();
    await card.getByTestId('delivery-attempt').first().waitFor();
    await screenshot(page, `webhooks-${lang}-${size}`);
    expect(await readingProblems(page), `${lang} ${size} list`).toEqual({
      overflowing: [],
      rawKeys: [],
    });
    await page.getByTestId('add-webhook').click();
    await hooks.createDialog.waitFor();
    await screenshot(page, `webhooks-create-${lang}-${size}`);
    expect(await readingProblems(page), `${lang} ${size} dialog`).toEqual({
      overflowing: [],
      rawKeys: [],
    });
    await page.keyboard.press('Escape');
    await hooks.createDialog.waitFor({ state: 'detached' });
  }
}

/** One owner's page through the three steps below, each within its own time limit. */
let page: Page;

describe('webhooks in settings', () => {
  it('adds an endpoint, keeps its secret once, sends a signed test event, logs it, resends, rotates', async () => {
    page = await newUserPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    await signUpThroughApi(page, server);
    const hooks = new WebhooksSettingsPage(page);
    await hooks.open(server.baseUrl);
    await page.getByText(hooksCopy.list.empty, { exact: true }).waitFor();
    await screenshot(page, 'webhooks-empty-en');

    // Add: the address and the events; then the signing secret, once, copied.
    await hooks.addButton.click();
    const dialog = hooks.createDialog;
    await dialog.getByLabel(hooksCopy.form.url).fill(receiver.url);
    await dialog.getByRole('checkbox', { name: 'actor.ready' }).check();
    await dialog.getByRole('button', { name: hooksCopy.create.submit }).click();
    const secretBox = dialog.getByTestId('one-time-secret');
    await secretBox.waitFor();
    await screenshot(page, 'webhooks-secret-en');
    const secret = (await secretBox.textContent()) ?? '';
    expect(secret.startsWith(WEBHOOK_SECRET_PREFIX)).toBe(true);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await dialog.getByRole('button', { name: hooksCopy.secret.done }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(secret);

    const card = hooks.endpoint(receiver.url);
    await card.getByTestId('endpoint-state').filter({ hasText: hooksCopy.state.enabled }).waitFor();
    for (const event of ['video.completed', 'video.failed', 'actor.ready']) {
      await card.getByText(event, { exact: true }).waitFor();
    }
    expect(await card.getByText(`${secret.slice(0, 10)}…`).count()).toBe(1);

    // Send test event: the receiver gets it, signed with the secret shown.
    await card.getByRole('button', { name: hooksCopy.test.open }).click();
    await hooks.toast(hooksCopy.test.delivered).waitFor();
    const [first] = await receivedCount(1);
    const event = verifyWebhook<{ type: string }>(first.body, first.headers, secret);
    expect(event.type).toBe('webhook.test');

    // The delivery log: the test delivery, opened to its attempt with status and answer.
    await card.getByRole('button', { name: hooksCopy.log.title }).click();
    const row = card.getByTestId('delivery-row').first();
    await row.filter({ hasText: 'webhook.test' }).waitFor();
    await row.getByText(hooksCopy.log.status.succeeded).waitFor();
    await row.getByRole('button', { expanded: false }).click();
    const attempt = row.getByTestId('delivery-attempt').first();
    await attempt.getByText('200', { exact: true }).waitFor();
    await attempt.getByText('{"received":true}').waitFor();
    await row.getByText(String(first.headers['webhook-id'])).waitFor();
    await screenshot(page, 'webhooks-log-en');

    // Resend: the same message (same webhook-id) again, logged as a delivery of its own.
    await row.getByRole('button', { name: hooksCopy.log.resend }).click();
    await hooks.toast(hooksCopy.log.resent).waitFor();
    const [, again] = await receivedCount(2);
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    verifyWebhook(again.body, again.headers, secret);
    await expect.poll(() => card.getByTestId('delivery-row').count()).toBe(2);
    await card
      .getByTestId('delivery-row')
      .first()
      .filter({ hasText: hooksCopy.log.status.succeeded })
      .waitFor();

    // Rotate: the 24 h overlap is explained; the new secret shows once and both sign meanwhile.
    await hooks.menu(receiver.url, hooksCopy.rotate.open);
    const rotate = page.getByTestId('rotate-secret-dialog');
    await rotate.getByText(hooksCopy.rotate.description).waitFor();
    await screenshot(page, 'webhooks-rotate-en');
    await rotate.getByRole('button', { name: hooksCopy.rotate.confirm }).click();
    const rotated = (await rotate.getByTestId('one-time-secret').textContent()) ?? '';
    expect(rotated.startsWith(WEBHOOK_SECRET_PREFIX)).toBe(true);
    expect(rotated).not.toBe(secret);
    await rotate.getByRole('button', { name: hooksCopy.secret.done }).click();
    await card.getByRole('button', { name: hooksCopy.test.open }).click();
    const [, , third] = await receivedCount(3);
    verifyWebhook(third.body, third.headers, rotated);
    verifyWebhook(third.body, third.headers, secret);
  });

  it("reads well in every language, at a laptop's and a phone's size", async () => {
    await checkLanguages(page, new WebhooksSettingsPage(page), '1280');
    const phone = await phonePageAs(page);
    await checkLanguages(phone, new WebhooksSettingsPage(phone), '390');
    await phone.context().close();
  });

  it('edits the events, disables and deletes the endpoint', async () => {
    const hooks = new WebhooksSettingsPage(page);
    const card = hooks.endpoint(receiver.url);
    await hooks.open(server.baseUrl, 'en');
    await hooks.menu(receiver.url, hooksCopy.edit.open);
    const edit = page.getByTestId('edit-webhook-dialog');
    await edit.getByRole('checkbox', { name: 'actor.ready' }).uncheck();
    await edit.getByRole('button', { name: hooksCopy.edit.submit }).click();
    await hooks.toast(hooksCopy.edit.saved).waitFor();
    await expect.poll(() => card.getByText('actor.ready', { exact: true }).count()).toBe(0);
    await hooks.menu(receiver.url, hooksCopy.disable.open);
    await card
      .getByTestId('endpoint-state')
      .filter({ hasText: hooksCopy.state.disabled })
      .waitFor();
    expect(await card.getByRole('button', { name: hooksCopy.test.open }).isDisabled()).toBe(true);
    await page.reload();
    await card
      .getByTestId('endpoint-state')
      .filter({ hasText: hooksCopy.state.disabled })
      .waitFor();
    await hooks.menu(receiver.url, hooksCopy.delete.open);
    await page.getByRole('dialog').getByRole('button', { name: hooksCopy.delete.confirm }).click();
    await hooks.toast(hooksCopy.delete.done).waitFor();
    await page.getByText(hooksCopy.list.empty, { exact: true }).waitFor();
    await page.context().close();
  });
});
