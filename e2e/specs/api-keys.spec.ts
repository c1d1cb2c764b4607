import { createTalkreelClient } from '@talkreel/client';
import { API_KEY_PREFIX, PUBLIC_API_BASE_PATH } from '@talkreel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiKeysSettingsPage, apiCopy } from '../pages/ApiSettingsPages';
import { launchBrowser, newUserPage, phonePageAs, screenshot } from '../support/browser';
import { readingProblems } from '../support/readsWell';
import { signUpThroughApi } from '../support/signUpThroughApi';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
const LANGUAGES = ['en', 'zh', 'es', 'de', 'zh-TW'] as const;
/** The address the key's calls come from (the server trusts the loopback proxy header). */
const CALLER_IP = '198.51.100.23';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A call of the public API with `key`, as another system would make it. */
const publicGet = (key: string, path: string) =>
  fetch(`${env.baseUrl}${PUBLIC_API_BASE_PATH}${path}`, {
    headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': CALLER_IP },
  });

/** Every language at one size: the list and the create dialog read well, and are kept. */
async function checkLanguages(page: Page, keys: ApiKeysSettingsPage, size: string) {
  for (const lang of LANGUAGES) {
    await keys.open(env.baseUrl, lang);
    await keys.rows.first().waitFor();
    await screenshot(page, `api-keys-${lang}-${size}`);
    expect(await readingProblems(page), `${lang} ${size} list`).toEqual({
      overflowing: [],
      rawKeys: [],
    });
    await page.getByTestId('create-api-key').click();
    await keys.dialog.waitFor();
    await screenshot(page, `api-keys-create-${lang}-${size}`);
    expect(await readingProblems(page), `${lang} ${size} dialog`).toEqual({
      overflowing: [],
      rawKeys: [],
    });
    await page.keyboard.press('Escape');
    await keys.dialog.waitFor({ state: 'detached' });
  }
}

/** One owner's page through both steps below, each within its own time limit. */
let page: Page;

describe('API keys in settings', () => {
  it('creates a key, copies it once, uses it on the public API, sees its last use, revokes it', async () => {
    page = await newUserPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: env.baseUrl,
    });
    await signUpThroughApi(page, env);
    const keys = new ApiKeysSettingsPage(page);
    await keys.open(env.baseUrl);
    await page.getByText(apiCopy.list.empty).waitFor();
    // The sidebar leads here.
    await page
      .getByRole('complementary', { name: apiCopy.settings.title })
      .getByRole('link', { name: apiCopy.settings.nav.apiKeys })
      .waitFor();

    await keys.create('E2E integration', 'write');
    await keys.dialog.getByText(apiCopy.created.warning).waitFor();
    await screenshot(page, 'api-keys-secret-en');
    const shown = (await keys.secret.textContent()) ?? '';
    expect(shown.startsWith(API_KEY_PREFIX)).toBe(true);
    await keys.dialog.getByRole('button', { name: apiCopy.settings.secret.copy }).click();
    await keys.toast('Copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);
    await keys.dialog.getByRole('button', { name: apiCopy.created.done }).click();
    await keys.dialog.waitFor({ state: 'detached' });
    // Once closed, the secret is nowhere on the page: only its prefix is listed.
    expect(await page.content()).not.toContain(copied);
    const row = keys.row('E2E integration');
    await row.getByText(apiCopy.list.neverUsed).waitFor();
    expect(await row.getByTestId('key-prefix').textContent()).toBe(`${copied.slice(0, 10)}…`);

    // Another system uses the key: a read with plain fetch, a write with the typed client.
    const listed = await publicGet(copied, '/projects');
    expect(listed.status).toBe(200);
    expect(Array.isArray(((await listed.json()) as { data: unknown[] }).data)).toBe(true);
    const client = createTalkreelClient({
      baseUrl: env.baseUrl,
      apiKey: copied,
      headers: { 'x-forwarded-for': CALLER_IP },
    });
    const made = await client.POST('/projects', { body: { name: 'Made by the API' } });
    expect(made.response.status).toBe(201);

    // The list shows when and from where it was last used.
    await page.reload();
    await row.getByTestId('key-last-used').filter({ hasText: CALLER_IP }).waitFor();
    await screenshot(page, 'api-keys-used-en');

    // Revoked after confirmation: listed as revoked, refused on its next call.
    await keys.revoke('E2E integration');
    await row.getByTestId('key-state').filter({ hasText: apiCopy.state.revoked }).waitFor();
    await keys.toast(apiCopy.revoke.done.replace('{{name}}', 'E2E integration')).waitFor();
    const refused = await publicGet(copied, '/projects');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');

    // A second, active key, so each language shows both states.
    await keys.create('Nightly export', 'read');
    await keys.dialog.getByRole('button', { name: apiCopy.created.done }).click();
    await keys.row('Nightly export').waitFor();
  });

  it("reads well in every language, at a laptop's and a phone's size", async () => {
    await checkLanguages(page, new ApiKeysSettingsPage(page), '1280');
    const phone = await phonePageAs(page);
    await checkLanguages(phone, new ApiKeysSettingsPage(phone), '390');
    await phone.context().close();
    await page.context().close();
  });
});
