import { randomBytes } from 'node:crypto';
import { businessToasts, WEB_SETTINGS_ELEMENT_ID } from '@talkreel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../apps/web/src/i18n/en.json';
import { CreationPage, until } from '../pages/CreationPage';
import { LoginPage } from '../pages/LoginPage';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { type BuiltServer, startBuiltServer } from '../support/builtServer';
import { copy } from '../support/copy';
import { cspViolations } from '../support/csp';
import { signUpThroughUi } from '../support/flows';
import { signedCall, tokenOf } from '../support/signedApi';

/**
 * What an operator gets from one setting: a built server of its own with API_SIGNING_SECRET
 * set (and nothing else about the web app) and no Google sign-in configured. The web app must
 * sign with the server's secret, hide the Google button, and run under the server's CSP.
 */
const OPERATOR_SECRET = `operator-${randomBytes(16).toString('hex')}`;
const ROTATED_SECRET = `rotated-${randomBytes(16).toString('hex')}`;
const operatorEnv = {
  API_SIGNING_SECRET: OPERATOR_SECRET,
  GOOGLE_CLIENT_ID: '',
  GOOGLE_CLIENT_SECRET: '',
  // One stock actor and its voice: this server's spec uses at most one, and each seeded actor is
  // an idle video rendered in the background (seconds of CPU each, beside the spec's own work).
  STOCK_LIMIT: '1',
};
let server: BuiltServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startBuiltServer(operatorEnv);
  browser = await launchBrowser();
  page = await newUserPage(browser);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('one server setting is enough (operators)', () => {
  it('the login page has no Google button when Google is not configured, and carries the security headers', async () => {
    const response = await page.goto(`${server.baseUrl}/login/`);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
    const login = new LoginPage(page, copy.en);
    await login.heading.waitFor();
    await login.emailInput.waitFor();
    expect(await login.googleButton.count()).toBe(0);
    expect(await page.getByText(copy.en.login.or, { exact: true }).count()).toBe(0);
    await screenshot(page, 'operator-login-without-google');
  });

  it("signs in and loads the shell and a new project with the server's own secret", async () => {
    const { shell } = await signUpThroughUi(page, copy.en, server);
    await shell.rail.waitFor();
    expect(await page.getByText(en.app.loadFailed).count()).toBe(0);
    const creation = new CreationPage(page);
    await creation.waitForTree();
    const projectId = await creation.createProject();
    expect(projectId).toMatch(/\S/);

    // The browser's calls were signed with the operator's secret: the built-in one is refused.
    const token = await tokenOf(page);
    const withDefault = await signedCall(server.baseUrl, token, 'GET', '/users/profile');
    expect(withDefault.code).toBe(1003);
  });

  it('a page left open carries on after the operator rotates the secret and restarts the server', async () => {
    const port = Number(new URL(server.baseUrl).port);
    const { dataDir } = server;
    await server.stop({ keepData: true });
    server = await startBuiltServer(
      { ...operatorEnv, API_SIGNING_SECRET: ROTATED_SECRET },
      port,
      dataDir,
    );
    // Signed with the old secret first: refused, so the page re-reads its settings and sends
    // it again. Without that, the folder would be rolled back and never get its real id.
    const creation = new CreationPage(page);
    expect(await creation.createFolder()).toMatch(/\S/);
    expect(await page.getByText(businessToasts[1003].title).count()).toBe(0);
    const settings = await page.evaluate(
      (id) => document.getElementById(id)?.textContent ?? '',
      WEB_SETTINGS_ELEMENT_ID,
    );
    expect(settings).toContain(ROTATED_SECRET);
  });

  it('met no Content-Security-Policy violation on the way (login clips, sign-in, shell, project)', () => {
    expect(cspViolations(page)).toEqual([]);
  });

  it('the violation watcher does see a blocked inline script (so the check above means something)', async () => {
    const before = cspViolations(page).length;
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await until(async () => cspViolations(page).length > before, 10_000);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });
});
