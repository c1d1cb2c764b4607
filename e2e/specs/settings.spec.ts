import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AccountSettingsPage, MembersSettingsPage } from '../pages/SettingsPages';
import { ShellPage } from '../pages/ShellPage';
import { settingsCopy } from '../pages/settingsCopy';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { copy } from '../support/copy';
import { gradientPng, pngSize } from '../support/pngFixture';
import { signedCall, tokenOf } from '../support/signedApi';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { testTime } from '../support/testTime';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
const en = settingsCopy.en;
const de = settingsCopy.de;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('settings', () => {
  it('opens the account page from the user menu header; the layout has its sidebar, identity and logout', async () => {
    const page = await newUserPage(browser);
    const { email, shell } = await signUpThroughApi(page, env);
    await shell.openUserMenu();
    await shell.userMenu.getByRole('button', { name: new RegExp(email) }).click();
    await page.waitForURL('**/settings/account/');
    const account = new AccountSettingsPage(page, en);
    await account.heading(en.account.title).waitFor();
    expect(await account.identity.textContent()).toContain(email);
    expect(await account.navLink('account').getAttribute('aria-current')).toBe('page');
    expect(await account.email.inputValue()).toBe(email);
    expect(await account.email.getAttribute('readonly')).not.toBeNull();

    await account.navLink('members').click();
    await page.waitForURL('**/settings/members/');
    await account.heading(en.members.title).waitFor();

    // The sidebar folds to icons and stays folded.
    await account.collapseButton.click();
    await account.expandButton.waitFor();
    expect(await account.identity.count()).toBe(0);
    await screenshot(page, 'settings-collapsed-en');
    await page.reload();
    await account.expandButton.waitFor();
    await account.expandButton.click();
    await account.identity.waitFor();

    await account.logoutButton.click();
    await page.waitForURL('**/login/');
    await page.context().close();
  });

  it('saves first and last name: Save and Cancel only on change, saving, saved check, toast', async () => {
    const page = await newUserPage(browser);
    const { email } = await signUpThroughApi(page, env);
    const account = new AccountSettingsPage(page, en);
    await account.open(env.baseUrl);
    // A first login is named after the e-mail's local part.
    expect(await account.firstName.inputValue()).toBe(email.split('@')[0]);
    expect(await account.saveButton.isDisabled()).toBe(true);
    expect(await account.cancelButton.isDisabled()).toBe(true);
    await screenshot(page, 'settings-account-en');

    await account.firstName.fill('Ada');
    await account.lastName.fill('Lovelace');
    expect(await account.saveButton.isEnabled()).toBe(true);
    await account.cancelButton.click();
    expect(await account.firstName.inputValue()).toBe(email.split('@')[0]);

    await account.firstName.fill('Ada');
    await account.lastName.fill('Lovelace');
    await account.lastName.press('Enter');
    await account.toast(en.account.name.saved).waitFor();
    expect(await account.saveButton.getAttribute('data-state')).toBe('done');
    expect(await account.saveButton.textContent()).toBe(en.account.name.savedShort);
    await screenshot(page, 'settings-account-saved-en');
    await page.waitForFunction(
      () =>
        document.querySelector('form button[type="submit"]')?.getAttribute('data-state') === 'idle',
      null,
      { timeout: testTime(4_000) },
    );
    expect(await account.identity.textContent()).toContain('Ada Lovelace');

    const profile = await signedCall<{ username: string }>(
      env.baseUrl,
      await tokenOf(page),
      'GET',
      '/users/profile',
    );
    expect(profile.data.username).toBe('Ada Lovelace');
    await page.reload();
    expect(await account.lastName.inputValue()).toBe('Lovelace');
    await page.context().close();
  });

  it('uploads a cropped avatar: a square PNG at the natural short side', async () => {
    const page = await newUserPage(browser);
    await signUpThroughApi(page, env);
    const account = new AccountSettingsPage(page, en);
    await account.open(env.baseUrl);

    // A landscape picture: the crop keeps a square as tall as it is (480 px).
    await account.avatarInput.setInputFiles({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: gradientPng(720, 480),
    });
    await account.cropDialog.waitFor();
    const box = await account.cropBox.boundingBox();
    // Sub-pixel layout (dialog centring) may land a hair off 400.
    expect(box?.width).toBeCloseTo(400, 0);
    expect(box?.height).toBeCloseTo(400, 0);
    // Zoom in with the wheel and drag the picture to the left.
    await page.mouse.move(box!.x + 200, box!.y + 200);
    await page.mouse.wheel(0, -200);
    await page.mouse.down();
    await page.mouse.move(box!.x + 120, box!.y + 180, { steps: 6 });
    await page.mouse.up();
    await screenshot(page, 'settings-avatar-crop-en');

    // Chromium does not hand a multipart body to observers: note what the page sends instead.
    await page.evaluate(() => {
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        const file = body instanceof FormData ? body.get('avatar') : null;
        if (file instanceof File) {
          document.body.dataset.sentAvatar = `${file.name} ${file.type} ${file.size}`;
        }
        return send.call(this, body);
      };
    });
    const upload = page.waitForResponse((r) => r.url().endsWith('/users/avatar'));
    await account.applyCrop.click();
    expect((await upload).ok()).toBe(true);
    const sent = await page.evaluate(() => document.body.dataset.sentAvatar ?? '');
    expect(sent).toMatch(/^avatar\.png image\/png \d+$/);
    expect(Number(sent.split(' ')[2])).toBeLessThanOrEqual(1024 * 1024);
    await account.toast(en.account.avatar.updated).waitFor();
    await account.avatarImage.waitFor();
    const src = await account.avatarImage.getAttribute('src');
    expect(src).toMatch(/^\/media\//);
    const stored = await page.request.get(`${env.baseUrl}${src}`);
    expect(pngSize(await stored.body())).toEqual({ width: 480, height: 480 });
    await screenshot(page, 'settings-avatar-done-en');

    // The same picture now shows in the rail's user menu button.
    expect(await page.getByRole('navigation').locator('img').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('refuses a picture that is too large before uploading', async () => {
    const page = await newUserPage(browser);
    await signUpThroughApi(page, env);
    const account = new AccountSettingsPage(page, en);
    await account.open(env.baseUrl);
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/users/avatar')) uploads++;
    });
    await account.avatarInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1024 * 1024 + 1),
    });
    await account.toast(en.account.avatar.refused.size).waitFor();
    expect(await account.cropDialog.count()).toBe(0);
    expect(uploads).toBe(0);
    await page.context().close();
  });

  it('switches the interface to German from the language selector, and keeps it', async () => {
    const page = await newUserPage(browser);
    await signUpThroughApi(page, env);
    const account = new AccountSettingsPage(page, en);
    await account.open(env.baseUrl);
    await account.languageSelect.click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    const german = new AccountSettingsPage(page, de);
    await german.heading(de.account.title).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    const germanShell = new ShellPage(page, copy.de);
    expect(await germanShell.railLink('creation').textContent()).toBe(copy.de.shell.creation);
    expect(await german.navLink('members').isVisible()).toBe(true);
    await screenshot(page, 'settings-account-de');

    await page.reload();
    await german.heading(de.account.title).waitFor();
    await german.navLink('members').click();
    const members = new MembersSettingsPage(page, de);
    await members.heading(de.members.title).waitFor();
    await members.rows.first().waitFor();
    expect(await members.row(de.members.role.owner).count()).toBe(1);
    await screenshot(page, 'settings-members-de');
    await page.context().close();
  });
});
