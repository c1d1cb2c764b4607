import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { copy } from '../support/copy';
import { signUpThroughUi } from '../support/flows';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('signing up in other languages', () => {
  it('in Chinese, chosen by the browser language', async () => {
    const page = await newUserPage(browser, { locale: 'zh-CN' });
    const shot = (name: string) => screenshot(page, `${name}-zh`);
    const { mail, shell } = await signUpThroughUi(page, copy.zh, env, {
      shots: async (name) => {
        await shot(name);
        if (name === 'login') {
          expect(await page.getAttribute('html', 'lang')).toBe('zh');
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
            '欢迎使用 Talkreel',
          );
          expect(await page.getByRole('button', { name: '使用 Google 继续' }).isVisible()).toBe(
            true,
          );
        }
        if (name === 'invite') {
          expect(await page.getByRole('button', { name: '加入等候名单' }).isVisible()).toBe(true);
        }
      },
    });
    // The server answered in the same language: the sign-in mail is Chinese.
    expect(mail.subject).toMatch(/^你的 Talkreel 登录验证码/);
    expect(await shell.railLink('creation').textContent()).toBe('创作');
    await shot('shell');
    await shell.openUserMenu();
    expect(await shell.userMenu.getByRole('button', { name: '退出登录' }).isVisible()).toBe(true);
    await shot('user-menu');
    await page.context().close();
  });

  it('on a phone, in German: the code step fits the screen (nothing scrolls sideways)', async () => {
    const width = 390;
    const page = await newUserPage(browser, { locale: 'de-DE', viewport: { width, height: 844 } });
    await signUpThroughUi(page, copy.de, env, {
      shots: async (name) => {
        if (name !== 'login-verify') return;
        await screenshot(page, 'login-verify-phone-de');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      },
    });
    await page.context().close();
  });

  it('in German, chosen with ?lang=de and kept after the query is gone', async () => {
    const page = await newUserPage(browser, { locale: 'en-US' });
    const shot = (name: string) => screenshot(page, `${name}-de`);
    const { mail, shell } = await signUpThroughUi(page, copy.de, env, {
      query: '?lang=de',
      shots: async (name) => {
        await shot(name);
        if (name === 'login') {
          expect(await page.getAttribute('html', 'lang')).toBe('de');
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
            'Willkommen bei Talkreel',
          );
        }
        if (name === 'invite') {
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
            'Konto aktivieren',
          );
        }
      },
    });
    expect(mail.subject).toMatch(/^Dein Talkreel-Anmeldecode/);
    expect(page.url()).not.toContain('lang=');
    expect(await shell.railLink('creation').textContent()).toBe('Erstellen');
    await shot('shell');
    await page.context().close();
  });

  it('on a phone, hides the showcase and keeps the form', async () => {
    const page = await newUserPage(browser, {
      locale: 'zh-TW',
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${env.baseUrl}/login/`);
    await page.getByRole('heading', { level: 1, name: '歡迎使用 Talkreel' }).waitFor();
    expect(await page.locator('aside').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: '使用 Google 繼續' }).isVisible()).toBe(true);
    await screenshot(page, 'login-phone-zh-TW');
    await page.context().close();
  });

  it('switches language from the login page selector', async () => {
    const page = await newUserPage(browser);
    await page.goto(`${env.baseUrl}/login/`);
    // The login page's chooser is the browser's own select (it keeps the menu library out of the
    // login page's script), so the choice is made as a person's browser makes it.
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '繁體中文' });
    await page.getByRole('heading', { level: 1, name: '歡迎使用 Talkreel' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('zh-TW');
    await screenshot(page, 'login-zh-TW');
    // The choice is remembered.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '歡迎使用 Talkreel' }).waitFor();
    await page.context().close();
  });
});
