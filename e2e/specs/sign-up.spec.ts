import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { InvitePage } from '../pages/InvitePage';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { createInvitationCode } from '../support/admin';
import { launchBrowser, newUserPage, screenshot, uniqueEmail } from '../support/browser';
import { copy, fill } from '../support/copy';
import { waitForLoginCode } from '../support/mailbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const en = copy.en;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a new user signs up with an e-mail code and an invitation code', () => {
  it('signs in, is asked for an invitation code, activates and lands in the shell', async () => {
    const page = await newUserPage(browser);
    const login = new LoginPage(page, en);
    const email = uniqueEmail('newcomer');

    await login.open(baseUrl);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await login.googleButton.isVisible()).toBe(true);
    expect(await login.showcaseVideos.count()).toBe(3);
    expect(await login.continueButton.isDisabled()).toBe(true);
    await login.emailInput.fill('not-an-address');
    expect(await login.continueButton.isDisabled()).toBe(true);
    await screenshot(page, 'login-en');

    await login.requestCode(email);
    await login.successLine.waitFor();
    expect(await login.successLine.textContent()).toBe(fill(en.login.codeSent, { email }));
    // The resend link counts down from 60 s and cannot be used yet.
    const resend = page.getByRole('button', { name: /Resend in \d+s/ });
    expect(await resend.isDisabled()).toBe(true);
    await screenshot(page, 'login-verify-en');

    const { code, mail } = await waitForLoginCode(dataDir, email);
    expect(mail.subject).toContain(code);
    await login.submitCode(code);

    const invite = new InvitePage(page, en);
    await invite.waitForOpen();
    expect(await page.getByText(email).isVisible()).toBe(true);
    await screenshot(page, 'invite-en');

    await invite.activate('WRONG-CODE-0000');
    await invite.errorLine.waitFor();
    expect(await invite.errorLine.textContent()).toBe('Invitation code is invalid or already used');

    await invite.activate(await createInvitationCode(dataDir));
    const shell = new ShellPage(page, en);
    await shell.waitForOpen();
    expect(await shell.railLink('creation').getAttribute('aria-current')).toBe('page');
    expect(await shell.railLink('assets').isVisible()).toBe(true);
    // Not an agent admin: no Agent entry.
    expect(await shell.railLink('agent').count()).toBe(0);
    expect(await shell.faqLink.getAttribute('target')).toBe('_blank');
    await screenshot(page, 'shell-en');

    await shell.openUserMenu();
    expect(await shell.userMenu.getByText(email).isVisible()).toBe(true);
    await shell.productList.getByRole('button').first().waitFor();
    await screenshot(page, 'user-menu-en');
    await page.context().close();
  });
});
