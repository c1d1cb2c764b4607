import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { InvitePage } from '../pages/InvitePage';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { createInvitationCode } from '../support/admin';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { copy } from '../support/copy';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const google = inject('googleLogin');
const en = copy.en;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Walks the provider's own sign-in and consent pages, as a person would. */
async function signInAtProvider(page: Page) {
  const login = page.locator('input[name="login"]');
  if (await login.isVisible().catch(() => false)) {
    await login.fill(google.login);
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').click();
  }
  const consent = page.locator('form button[type="submit"]');
  await consent.waitFor();
  await consent.click();
}

describe('Continue with Google (OpenID Connect against a loopback provider)', () => {
  it('a new Google account activates with an invitation code, then signs straight in next time', async () => {
    const page = await newUserPage(browser);
    const loginPage = new LoginPage(page, en);
    await loginPage.open(baseUrl);
    // The browser leaves for the provider's authorization endpoint (PKCE, state and nonce in the URL).
    const authRequest = page.waitForRequest(
      (r) => !r.url().startsWith(baseUrl) && r.url().includes('client_id='),
    );
    await loginPage.googleButton.click();
    const authorize = new URL((await authRequest).url());
    expect(authorize.searchParams.get('client_id')).toBe('talkreel-e2e');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    await page.locator('input[name="login"]').waitFor();
    await screenshot(page, 'google-provider-login');
    await signInAtProvider(page);

    // First time: the account exists but is not activated, so the invite screen asks for a code.
    const invite = new InvitePage(page, en);
    await invite.waitForOpen();
    expect(await page.getByText(google.email).isVisible()).toBe(true);
    await invite.activate(await createInvitationCode(dataDir));
    const shell = new ShellPage(page, en);
    await shell.waitForOpen();
    await shell.openUserMenu();
    expect(await shell.userMenu.getByText(google.email).isVisible()).toBe(true);
    await screenshot(page, 'google-signed-in');
    await page.context().close();

    // A later visit in a fresh browser goes straight to the shell.
    const again = await newUserPage(browser);
    const login2 = new LoginPage(again, en);
    await login2.open(baseUrl);
    await login2.googleButton.click();
    await again.waitForURL((url) => url.origin !== baseUrl);
    await signInAtProvider(again);
    const shell2 = new ShellPage(again, en);
    await shell2.waitForOpen();
    expect(new URL(again.url()).pathname).not.toMatch(/^\/(login|invite)/);
    await again.context().close();
  });
});
