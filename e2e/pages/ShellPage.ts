import type { Page } from 'playwright-core';
import type { Copy } from '../support/copy';

/** The signed-in frame: left rail and user menu. */
export class ShellPage {
  constructor(
    readonly page: Page,
    readonly copy: Copy,
  ) {}

  async waitForOpen() {
    await this.page.waitForURL('**/creation/folder/uncategorized/');
    await this.rail.waitFor();
    // The rail marks its entry a render after the address changes.
    await this.railLink('creation').and(this.page.locator('[aria-current="page"]')).waitFor();
  }

  get rail() {
    return this.page.getByRole('navigation', { name: this.copy.shell.navigation });
  }
  railLink(name: 'creation' | 'assets' | 'agent') {
    return this.rail.getByRole('link', { name: this.copy.shell[name] });
  }
  get faqLink() {
    return this.rail.getByRole('link', { name: this.copy.shell.faq });
  }
  get userMenuButton() {
    return this.page.getByRole('button', { name: this.copy.shell.userMenu });
  }
  get userMenu() {
    return this.page.getByRole('dialog');
  }
  get productList() {
    return this.userMenu.getByRole('region', { name: this.copy.userMenu.products });
  }

  async openUserMenu() {
    await this.userMenuButton.click();
    await this.userMenu.waitFor();
  }

  async logout() {
    await this.openUserMenu();
    await this.userMenu.getByRole('button', { name: this.copy.userMenu.logout }).click();
    await this.page.waitForURL('**/login/');
  }
}
