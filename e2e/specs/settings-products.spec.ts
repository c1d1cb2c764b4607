import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ProductsMenu } from '../pages/ProductsMenu';
import { MembersSettingsPage } from '../pages/SettingsPages';
import { settingsCopy } from '../pages/settingsCopy';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { copy } from '../support/copy';
import { signedCall, tokenOf } from '../support/signedApi';
import { signUpThroughApi } from '../support/signUpThroughApi';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
const en = settingsCopy.en;

interface ListReply {
  workspaces: { id: string; name: string; role: string }[];
}
interface ProfileReply {
  latest_modified_workspace: { id: string };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('products (workspaces) from the user menu', () => {
  it('adds, renames, switches and deletes products, the server agreeing at each step', async () => {
    const page = await newUserPage(browser);
    await signUpThroughApi(page, env);
    const token = await tokenOf(page);
    const server = async () => {
      const list = await signedCall<ListReply>(env.baseUrl, token, 'POST', '/workspace/list', {
        page: 1,
        page_size: 1000,
      });
      const profile = await signedCall<ProfileReply>(env.baseUrl, token, 'GET', '/users/profile');
      const byId = new Map(list.data.workspaces.map((w) => [w.id, w.name]));
      return {
        names: list.data.workspaces.map((w) => w.name),
        current: byId.get(profile.data.latest_modified_workspace.id),
      };
    };
    const products = new ProductsMenu(page, copy.en, en);

    // A sole product: its owner may rename it, never delete it.
    let menu = await products.openActions('My Product');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      en.workspaces.menu.rename,
      en.workspaces.menu.newProduct,
      en.workspaces.menu.settings,
      en.workspaces.menu.logout,
    ]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // Add: the list reloads and the new product, with the default name, is current.
    await products.add();
    await products.open();
    expect(await products.count.textContent()).toBe('2');
    expect(await products.current.textContent()).toContain('New product');
    expect(await server()).toEqual({
      names: ['My Product', 'New product'],
      current: 'New product',
    });

    // With two products, the owner sees both rename and delete.
    menu = await products.openActions('New product');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      en.workspaces.menu.rename,
      en.workspaces.menu.delete,
      en.workspaces.menu.newProduct,
      en.workspaces.menu.settings,
      en.workspaces.menu.logout,
    ]);
    await screenshot(page, 'product-menu-en');
    await page.keyboard.press('Escape');

    await products.rename('New product', 'Launch videos', () =>
      screenshot(page, 'product-rename-en'),
    );
    await products.open();
    await products.row('Launch videos').waitFor();
    // The menu may show the new name before the rename call has landed (optimistic).
    await expect.poll(async () => (await server()).names).toEqual(['My Product', 'Launch videos']);
    await screenshot(page, 'user-menu-products-en');

    // Switch: the pick is current here and on the server, and the members page follows it.
    await products.select('My Product');
    await page.waitForURL('**/creation/folder/uncategorized/');
    await expect.poll(async () => (await server()).current).toBe('My Product');
    const members = new MembersSettingsPage(page, en);
    await members.open(env.baseUrl);
    expect(await members.subtitle.textContent()).toContain('My Product');
    await products.select('Launch videos');
    await members.subtitle.filter({ hasText: 'Launch videos' }).waitFor();
    expect(page.url()).toMatch(/\/settings\/members\/$/);
    await expect.poll(async () => (await server()).current).toBe('Launch videos');
    await page.reload();
    await members.subtitle.filter({ hasText: 'Launch videos' }).waitFor();

    // Delete the current product: the first remaining one is selected.
    await products.delete('Launch videos', () => screenshot(page, 'product-delete-confirm-en'));
    await members.subtitle.filter({ hasText: 'My Product' }).waitFor();
    await products.open();
    expect(await products.count.textContent()).toBe('1');
    expect(await products.current.textContent()).toContain('My Product');
    expect(await server()).toEqual({ names: ['My Product'], current: 'My Product' });
    await page.context().close();
  });
});
