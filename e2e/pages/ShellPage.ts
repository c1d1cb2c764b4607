import type { Page } from 'playwright-core';
import type { Copy } from '../support/copy';

/** The signed-in frame: left rail and user menu; on a phone, the top bar and its menu drawer. */
export class ShellPage {
  constructor(
    readonly page: Page,
    readonly copy: Copy,
  ) {}

  async waitForOpen() {
    await this.page.waitForURL('**/creation/folder/uncategorized/');
    // On a phone the rail is in the menu drawer: the top bar's menu button stands for it.
    await this.rail.or(this.menuButton).waitFor();
    if (await this.menuButton.isVisible()) return;
    // The rail marks its entry a render after the address changes.
    await this.railLink('creation').and(this.page.locator('[aria-current="page"]')).waitFor();
  }

  get rail() {
    return this.page.getByRole('navigation', { name: this.copy.shell.navigation });
  }
  railLink(name: 'creation' | 'assets' | 'agent') {
    return this.rail.getByRole('link', { name: this.copy.shell[name] });
  }
  /** The phone top bar's button that opens the menu drawer. */
  get menuButton() {
    return this.page.getByRole('button', { name: this.copy.shell.menu, exact: true });
  }
  /** The phone menu drawer: the main areas and the current area's sidebar. */
  get drawer() {
    return this.page.getByRole('dialog', { name: this.copy.shell.menu, exact: true });
  }
  /** Opens the drawer and waits until it has slid in (its boxes are measured then). */
  async openDrawer() {
    await this.menuButton.click();
    await this.drawer.waitFor();
    await this.drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
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
