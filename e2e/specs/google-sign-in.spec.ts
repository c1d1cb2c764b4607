import { businessToasts, Code } from '@talkreel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { InvitePage } from '../pages/InvitePage';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { createInvitationCode } from '../support/admin';
import { storedToken } from '../support/api';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { copy } from '../support/copy';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { testTime } from '../support/testTime';

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

  // Runs after the test above, which activated the provider's account.
  it('a hand-off link opened in another browser is refused and signs nobody in', async () => {
    // Someone signed in in their own browser (first, so the link is fresh when they open it).
    const victim = await newUserPage(browser);
    const { email: victimEmail } = await signUpThroughApi(victim, { baseUrl, dataDir });
    const victimToken = await storedToken(victim);

    // The starting tab: note its hand-off key, and hold back its redemption so the code stays
    // unused; its return address then becomes the link we hand to the other browser.
    const starter = await newUserPage(browser);
    let handoffKey = '';
    let handoffCode = '';
    await starter.route('**/api/v1/oauth/google/session', async (route) => {
      handoffKey = (route.request().postDataJSON() as { handoff_key: string }).handoff_key;
      await route.continue();
    });
    await starter.route('**/api/v1/oauth/google/exchange', async (route) => {
      handoffCode = (route.request().postDataJSON() as { code: string }).code;
      await route.abort();
    });
    const login = new LoginPage(starter, en);
    await login.open(baseUrl);
    await login.googleButton.click();
    await starter.waitForURL((url) => url.origin !== baseUrl);
    await signInAtProvider(starter);
    await expect.poll(() => handoffCode, { timeout: testTime(60_000) }).not.toBe('');
    await starter.unrouteAll();
    expect(handoffKey).toMatch(/^[\w-]{43}$/);
    const link = `${baseUrl}/login/?code=${encodeURIComponent(handoffCode)}`;

    await victim.goto(link);
    await victim.getByText(businessToasts[Code.AUTHORIZATION_FAILED].title).first().waitFor();
    const shell = new ShellPage(victim, en);
    await shell.waitForOpen();
    expect(await storedToken(victim)).toBe(victimToken);
    await shell.openUserMenu();
    expect(await shell.userMenu.getByText(victimEmail).isVisible()).toBe(true);
    expect(await shell.userMenu.getByText(google.email).count()).toBe(0);
    await screenshot(victim, 'google-handoff-refused');
    await victim.context().close();

    // The same link with the starting tab's key (which its aborted try used up) signs in there.
    await starter.evaluate(
      (key) => sessionStorage.setItem('talkreel.googleHandoffKey', key),
      handoffKey,
    );
    await starter.goto(link);
    const starterShell = new ShellPage(starter, en);
    await starterShell.waitForOpen();
    await starterShell.openUserMenu();
    expect(await starterShell.userMenu.getByText(google.email).isVisible()).toBe(true);
    await starter.context().close();
  });
});
