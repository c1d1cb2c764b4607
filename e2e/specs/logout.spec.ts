import { createHash } from 'node:crypto';
import { API_BASE_PATH, DEFAULT_SIGNING_SECRET, signaturePayload } from '@talkreel/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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
    expect(JSON.parse(after ?? '{}').state).toMatchObject({ token: null, account: null });
    expect((await profileWith(token!)).code).toBe(1002);

    // Signed out, the app's own pages send the visitor back to sign in.
    await page.goto(`${env.baseUrl}/assets/actor/`);
    await page.waitForURL('**/login/');
    await page.context().close();
  });
});
