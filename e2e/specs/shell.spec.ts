import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grantAgentAdmin } from '../support/admin';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { copy } from '../support/copy';
import { signUpThroughApi } from '../support/signUpThroughApi';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
const en = copy.en;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('main shell', () => {
  it('expands the rail, remembers the last route, and adds a product from the user menu', async () => {
    const page = await newUserPage(browser);
    const { shell } = await signUpThroughApi(page, env);

    const toggle = (name: string) => shell.rail.getByRole('button', { name, exact: true });
    await toggle(en.shell.expand).click();
    await toggle(en.shell.collapse).waitFor();
    await shell.railLink('assets').click();
    await page.waitForURL('**/assets/actor/');
    await screenshot(page, 'shell-expanded-en');

    // A fresh visit to / restores the last main route; the rail stays expanded.
    await page.goto(`${env.baseUrl}/`);
    await page.waitForURL('**/assets/actor/');
    await toggle(en.shell.collapse).waitFor();
    // Creation goes back to the last creation path (here the default folder).
    await shell.railLink('creation').click();
    await page.waitForURL('**/creation/folder/uncategorized/');

    await shell.openUserMenu();
    expect(await shell.productList.getByTestId('product-count').textContent()).toBe('1');
    await shell.userMenu.getByRole('button', { name: en.userMenu.addProduct }).click();
    await shell.userMenu.waitFor({ state: 'hidden' });
    await shell.openUserMenu();
    await shell.productList.getByText('New product').waitFor();
    expect(await shell.productList.getByTestId('product-count').textContent()).toBe('2');
    // The new product is the current one.
    const current = shell.productList.locator('[aria-current="true"]');
    expect(await current.textContent()).toContain('New product');
    await screenshot(page, 'user-menu-two-products-en');

    await shell.userMenu.getByRole('button', { name: en.userMenu.settingsAndMembers }).click();
    await page.waitForURL('**/settings/members/');
    await page.context().close();
  });

  it('shows the Agent entry only to agent admins', async () => {
    const page = await newUserPage(browser);
    const { email, shell } = await signUpThroughApi(page, env);
    expect(await shell.railLink('agent').count()).toBe(0);
    await page.goto(`${env.baseUrl}/agent/`);
    await page.waitForURL('**/creation/folder/uncategorized/');

    await grantAgentAdmin(env.dataDir, email);
    await page.goto(`${env.baseUrl}/agent/`);
    await shell.railLink('agent').waitFor();
    expect(page.url()).toBe(`${env.baseUrl}/agent/`);
    expect(await shell.railLink('agent').getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'shell-agent-admin-en');
    await page.context().close();
  });
});
