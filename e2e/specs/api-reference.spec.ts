import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { cspViolations } from '../support/csp';

/**
 * The public API's reference page (issue 25): Scalar's bundle served by the server itself under
 * the web app's content security policy, showing the operations of /api/public/v1/openapi.json.
 * Screenshots at 1280 x 800 and on a phone.
 */
const baseUrl = inject('baseUrl');
const OPERATION = 'Make a video of an actor speaking a script';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Violations other than two the page lives without: the web fonts Scalar's first paint names
 * (the policy keeps them out; system fonts are used) and the bundled zod's test of whether
 * `Function('')` may run (it falls back to plain parsing when not).
 */
const unexpectedViolations = (page: Page) =>
  cspViolations(page).filter(
    (v) => !/font-src|fonts\.scalar\.com/.test(v) && v !== 'CSP violation: script-src blocked eval',
  );

describe('the API reference at /docs/api', () => {
  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ])('shows the operations on a %s', async (name, viewport) => {
    const page = await newUserPage(browser, { viewport });
    const outside: string[] = [];
    page.on('requestfinished', (r) => {
      if (!r.url().startsWith(baseUrl) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    // What the page met on its way, said when the operations never show (once, on a busy CI).
    const trouble: string[] = [];
    page.on('pageerror', (e) => trouble.push(`page error: ${e.message}`));
    page.on('response', (r) => {
      if (r.status() >= 400) trouble.push(`${r.status()} ${r.url()}`);
    });
    page.on('requestfailed', (r) => trouble.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
    await page.goto(`${baseUrl}/docs/api`);
    try {
      await page.getByRole('heading', { name: OPERATION }).first().waitFor();
    } catch (err) {
      await screenshot(page, `api-reference-${name}-stuck`);
      throw new Error(`${(err as Error).message}\n${trouble.join('\n') || 'no errors seen'}`);
    }
    await page.getByRole('heading', { name: OPERATION }).first().scrollIntoViewIfNeeded();
    await screenshot(page, `api-reference-${name}`);
    expect(unexpectedViolations(page)).toEqual([]);
    expect(outside).toEqual([]);
    await page.context().close();
  });
});
