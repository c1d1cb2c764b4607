import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import treeEn from '../../apps/web/src/features/tree/i18n/en.json';
import { LoginPage } from '../pages/LoginPage';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { copy } from '../support/copy';
import { signUpThroughApi } from '../support/signUpThroughApi';

/**
 * Places that are not there (issue 24): an unknown address inside the app and a link to a
 * project that no longer exists show a page in the app's frame with a way back; the login
 * page hints at an address it cannot use. Screenshots at 1280 x 800 and on a phone.
 */
const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const shell = copy.en.shell;

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser, { viewport: DESKTOP });
  await signUpThroughApi(page, env);
});
afterAll(() => browser?.close());

const heading = (name: string) => page.getByRole('heading', { name, exact: true });

describe('not-found pages inside the frame', () => {
  it.each(['/assets/', '/creation/xyz'])(
    '%s shows a not-found page with a way back',
    async (path) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${env.baseUrl}${path}`);
      await heading(shell.notFound.title).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      await page.getByRole('navigation', { name: shell.navigation }).waitFor();
      const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
      await screenshot(page, `not-found-${name}-desktop`);
      await page.setViewportSize(PHONE);
      await screenshot(page, `not-found-${name}-phone`);
      await page.getByRole('link', { name: shell.notFound.back }).click();
      await page.waitForURL('**/creation/folder/uncategorized/');
    },
  );

  it('a link to a project that no longer exists says so, instead of opening another', async () => {
    await page.setViewportSize(DESKTOP);
    const path = '/creation/project/no-such-project/';
    await page.goto(`${env.baseUrl}${path}`);
    await heading(treeEn.tree.project.goneTitle).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    await screenshot(page, 'project-gone-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'project-gone-phone');
    await page.getByRole('link', { name: treeEn.tree.project.goneLink }).click();
    await page.waitForURL('**/creation/folder/uncategorized/');
  });
});

describe('login page', () => {
  it('hints at an address it cannot use', async () => {
    const visitor = await newUserPage(browser, { viewport: DESKTOP });
    const login = new LoginPage(visitor, copy.en);
    await login.open(env.baseUrl);
    await login.emailInput.fill('ada@example');
    await login.emailInput.press('Enter');
    const hint = copy.en.login.emailInvalid;
    await visitor.getByText(hint).waitFor();
    await screenshot(visitor, 'login-email-hint-desktop');
    await visitor.setViewportSize(PHONE);
    await screenshot(visitor, 'login-email-hint-phone');
    await visitor.context().close();
  });
});
