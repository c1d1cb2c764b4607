import type { Locator, Page } from 'playwright-core';
import type { Copy } from '../support/copy';
import { ShellPage } from './ShellPage';
import type { SettingsCopy } from './settingsCopy';

/** The products in the user menu popup and each product's menu (core.md §2). */
export class ProductsMenu {
  readonly shell: ShellPage;

  constructor(
    readonly page: Page,
    readonly copy: Copy,
    readonly strings: SettingsCopy,
  ) {
    this.shell = new ShellPage(page, copy);
  }

  async open() {
    if (!(await this.shell.userMenu.isVisible())) await this.shell.openUserMenu();
    await this.list.getByRole('button').first().waitFor();
    return this;
  }

  get list() {
    return this.shell.productList;
  }
  /** A product's row; its accessible name is the product name and member count. */
  row(name: string): Locator {
    return this.list.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} \\d+ `) });
  }
  get current(): Locator {
    return this.list.locator('button[aria-current="true"]');
  }
  get count(): Locator {
    return this.list.getByTestId('product-count');
  }
  async add() {
    await this.open();
    await this.list.getByRole('button', { name: this.copy.userMenu.addProduct }).click();
    await this.shell.userMenu.waitFor({ state: 'hidden' });
  }

  async select(name: string) {
    await this.open();
    await this.row(name).click();
    await this.shell.userMenu.waitFor({ state: 'hidden' });
  }

  async openActions(name: string) {
    await this.open();
    await this.row(name).hover();
    await this.list
      .getByRole('button', { name: this.strings.workspaces.menu.label.replace('{{name}}', name) })
      .click();
    const menu = this.page.getByRole('menu');
    await menu.waitFor();
    return menu;
  }

  async rename(name: string, to: string, shot?: () => Promise<void>) {
    const menu = await this.openActions(name);
    await menu.getByRole('menuitem', { name: this.strings.workspaces.menu.rename }).click();
    const field = this.page.getByLabel(this.strings.workspaces.rename.label, { exact: true });
    await field.fill(to);
    await shot?.();
    await field.press('Enter');
    await field.waitFor({ state: 'hidden' });
  }

  async delete(name: string, shot?: () => Promise<void>) {
    const menu = await this.openActions(name);
    await menu.getByRole('menuitem', { name: this.strings.workspaces.menu.delete }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    await shot?.();
    await dialog.getByRole('button', { name: this.strings.workspaces.delete.confirm }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
