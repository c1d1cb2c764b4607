import { createHash } from 'node:crypto';
import { API_BASE_PATH, DEFAULT_SIGNING_SECRET, signaturePayload } from '@talkreel/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PersistedKey, USER_DATA_KEYS } from '../../apps/web/src/state/persistedKeys';
import { CreationPage, until } from '../pages/CreationPage';
import { GenerationPage } from '../pages/GenerationPage';
import { launchBrowser, newUserPage } from '../support/browser';
import { copy } from '../support/copy';
import { signUpThroughUi } from '../support/flows';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Calls the API as a client holding `token` would. */
async function profileWith(token: string) {
  const ts = String(Date.now());
  const res = await fetch(`${env.baseUrl}${API_BASE_PATH}/users/profile`, {
    headers: {
      authorization: `Bearer ${token}`,
      'auth-token': token,
      'x-timestamp': ts,
      'x-signature': createHash('sha256')
        .update(signaturePayload(ts, token, DEFAULT_SIGNING_SECRET))
        .digest('hex'),
    },
  });
  return (await res.json()) as { code: number };
}

describe('logout', () => {
  it('revokes the session on the server, clears stored state and returns to /login/', async () => {
    const page = await newUserPage(browser);
    const { shell } = await signUpThroughUi(page, copy.en, env);
    const stored = await page.evaluate(() => localStorage.getItem('talkreel.session'));
    const token = (JSON.parse(stored ?? '{}') as { state?: { token?: string } }).state?.token;
    expect(token).toBeTruthy();
    expect((await profileWith(token!)).code).toBe(200);

    await shell.logout();
    const after = await page.evaluate(() => localStorage.getItem('talkreel.session'));
    expect(after).toBeNull();
    expect((await profileWith(token!)).code).toBe(1002);

    // Signed out, the app's own pages send the visitor back to sign in.
    await page.goto(`${env.baseUrl}/assets/actor/`);
    await page.waitForURL('**/login/');
    await page.context().close();
  });

  it("leaves none of the user's stored keys, even for areas not loaded since a reload", async () => {
    const page = await newUserPage(browser);
    const { shell } = await signUpThroughUi(page, copy.en, env);
    const creation = new CreationPage(page);
    await creation.waitForTree();
    await creation.createProject();
    const gen = new GenerationPage(page);
    await gen.script.fill('A draft script that must not outlive its author on a shared browser.');
    const drafts = () =>
      page.evaluate((key) => localStorage.getItem(key), PersistedKey.VIDEO_DRAFTS);
    await until(async () => (await drafts())?.includes('must not outlive') ?? false);

    // A reload on /settings/ loads neither the creation nor the generation code.
    await page.goto(`${env.baseUrl}/settings/account/`);
    await page.getByRole('navigation', { name: copy.en.shell.navigation }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/account/');
    expect(await drafts()).toContain('must not outlive');
    await shell.logout();
    await page.waitForURL('**/login/');

    const left = await page.evaluate(
      (keys) => keys.filter((key) => localStorage.getItem(key) !== null),
      [...USER_DATA_KEYS],
    );
    expect(left).toEqual([]);
    await page.context().close();
  });
});
