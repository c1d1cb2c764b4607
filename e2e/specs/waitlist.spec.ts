import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { InvitePage } from '../pages/InvitePage';
import { LoginPage } from '../pages/LoginPage';
import { waitlistEntries } from '../support/admin';
import { launchBrowser, newUserPage, screenshot, uniqueEmail } from '../support/browser';
import { copy } from '../support/copy';
import { waitForLoginCode } from '../support/mailbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('waitlist', () => {
  it('a visitor without a code joins the waitlist; the button locks and stays joined', async () => {
    const page = await newUserPage(browser);
    const login = new LoginPage(page, copy.en);
    const email = uniqueEmail('waiting');
    await login.open(baseUrl);
    await login.requestCode(email);
    await login.submitCode((await waitForLoginCode(dataDir, email)).code);

    const invite = new InvitePage(page, copy.en);
    await invite.waitForOpen();
    expect((await waitlistEntries(dataDir)).has(email)).toBe(false);
    await invite.joinWaitlistButton.click();
    await invite.joinedButton.waitFor();
    expect(await invite.joinedButton.isDisabled()).toBe(true);
    expect(await invite.thanksText.isVisible()).toBe(true);
    expect((await waitlistEntries(dataDir)).get(email)).toBe('waiting');
    await screenshot(page, 'invite-joined-en');

    await page.reload();
    await invite.joinedButton.waitFor();
    expect(await invite.joinedButton.isDisabled()).toBe(true);

    // Back returns to the login page.
    await invite.backButton.click();
    await page.waitForURL('**/login/');
    await page.context().close();
  });
});
