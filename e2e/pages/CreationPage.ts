import type { Locator, Page } from 'playwright-core';
import treeDe from '../../apps/web/src/features/tree/i18n/de.json';
import treeEn from '../../apps/web/src/features/tree/i18n/en.json';
import treeZh from '../../apps/web/src/features/tree/i18n/zh.json';
import { fill } from '../support/copy';
import { testTime } from '../support/testTime';

const copies = { en: treeEn, zh: treeZh, de: treeDe };
export type TreeCopy = typeof treeEn;

/**
 * Polls `check` until it holds (Playwright's test runner is not used, so no expect.poll), for
 * `timeoutMs` on a quiet machine, scaled by TEST_TIME_SCALE.
 */
export async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const limit = testTime(timeoutMs);
  const deadline = Date.now() + limit;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${limit} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The creation area: sidebar (folders, projects, drag and drop), folder and project pages. */
export class CreationPage {
  readonly t: TreeCopy['tree'];
  readonly ui: TreeCopy['ui'];

  constructor(
    readonly page: Page,
    lang: keyof typeof copies = 'en',
  ) {
    this.t = copies[lang].tree as TreeCopy['tree'];
    this.ui = copies[lang].ui;
  }

  get sidebar() {
    return this.page.getByRole('complementary', { name: this.t.sidebar.label });
  }
  get newProjectButton() {
    return this.sidebar.getByRole('button', { name: this.t.newProject, exact: true });
  }
  get newFolderButton() {
    return this.sidebar.getByRole('button', { name: this.t.newFolder, exact: true });
  }
  /** A folder's block (header and projects); the uncategorized group is named by its label. */
  folder(name: string): Locator {
    return this.sidebar.locator('li[data-folder-id]').filter({
      has: this.page.locator(':scope > div > [role="button"]', { hasText: exact(name) }),
    });
  }
  folderRow(name: string): Locator {
    return this.folder(name).locator(':scope > div > [role="button"]');
  }
  projectRow(name: string): Locator {
    return this.sidebar.locator('li[data-project-id] > [role="button"]', { hasText: exact(name) });
  }
  /** Project names under a sidebar folder, in order. */
  async projectsIn(folderName: string): Promise<string[]> {
    return this.folder(folderName).locator('li[data-project-id]').allTextContents();
  }
  /** Real folder names in sidebar order (the uncategorized group left out). */
  async folderNames(): Promise<string[]> {
    const names = await this.sidebar
      .locator('li[data-folder-id]:not([data-folder-id="uncategorized"]) > div > [role="button"]')
      .allTextContents();
    return names;
  }

  /** Waits until the tree has loaded (the create buttons are enabled then). */
  async waitForTree() {
    await this.sidebar.waitFor();
    await until(() => this.newProjectButton.isEnabled());
  }

  /** Clicks New project and waits for the real (server) id in the path; returns it. */
  async createProject(): Promise<string> {
    await this.newProjectButton.click();
    return this.waitForRealId('project');
  }
  async createFolder(): Promise<string> {
    await this.newFolderButton.click();
    return this.waitForRealId('folder');
  }
  private async waitForRealId(kind: 'folder' | 'project') {
    await this.page.waitForURL((url) => {
      const m = new RegExp(`^/creation/${kind}/([^/]+)/$`).exec(url.pathname);
      return Boolean(m && !m[1].startsWith(`${kind}_`));
    });
    const id = new URL(this.page.url()).pathname.split('/')[3];
    // The address changes before the new page is drawn; on a busy machine the last page (and
    // its heading) can still be there, and a double-click would rename that one instead.
    await this.page.locator(`[data-page-id="${id}"]`).waitFor();
    return id;
  }

  /** Double-clicks a name, types a new one and confirms with Enter. */
  async renameInline(row: Locator, name: string, key: 'Enter' | 'Escape' = 'Enter') {
    await row.dblclick();
    const input = this.page
      .getByRole('textbox', { name: this.t.rename.projectLabel, exact: true })
      .or(this.page.getByRole('textbox', { name: this.t.rename.folderLabel, exact: true }));
    await input.fill(name);
    await input.press(key);
  }

  menuButton(name: string, scope: Locator = this.sidebar) {
    return scope.getByRole('button', { name: fill(this.t.actions.moreFor, { name }), exact: true });
  }
  async chooseFromMenu(name: string, action: string, scope?: Locator) {
    const trigger = this.menuButton(name, scope);
    await trigger.hover();
    await trigger.click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }
  /** The text box a rename opens (folder or project). */
  get nameBox() {
    return this.page
      .getByRole('textbox', { name: this.t.rename.projectLabel, exact: true })
      .or(this.page.getByRole('textbox', { name: this.t.rename.folderLabel, exact: true }));
  }
  /**
   * Renames through an item's "…" menu as a person would, then types into whatever has focus
   * (never `fill`, which would focus the box itself and hide a stolen focus). By mouse: click
   * the trigger and the item. By keyboard: focus the trigger, open with Enter or Space, walk to
   * Rename with the arrow keys, choose with Enter.
   */
  async renameFromMenu(trigger: Locator, name: string, how: 'mouse' | { open: 'Enter' | ' ' }) {
    if (how === 'mouse') {
      await trigger.hover();
      await trigger.click();
      await this.page.getByRole('menuitem', { name: this.t.actions.rename, exact: true }).click();
    } else {
      // A keyboard user's pointer is not resting where the menu opens: Chromium sends a
      // synthetic mouse move when the layout changes under a still pointer, and the menu would
      // move focus to the item under it in the middle of the arrow-key walk.
      await this.page.mouse.move(0, 0);
      await trigger.focus();
      await this.page.keyboard.press(how.open === ' ' ? 'Space' : 'Enter');
      const menu = this.page.getByRole('menu');
      await menu.waitFor();
      const focusedItem = () =>
        this.page.evaluate(() => {
          const el = document.activeElement;
          return el?.getAttribute('role') === 'menuitem' ? (el.textContent ?? '') : null;
        });
      // The menu moves focus to its first item once it has opened; keys pressed before that
      // would go to the trigger, so the walk starts only from inside the menu.
      await until(async () => (await focusedItem()) !== null);
      // Each key is pressed once the highlight has answered the previous one, as a person
      // watching the menu would: one step down, then up until Rename.
      const seen: (string | null)[] = [await focusedItem()];
      const press = async (key: 'ArrowDown' | 'ArrowUp') => {
        const before = seen[seen.length - 1];
        await this.page.keyboard.press(key);
        await until(async () => (await focusedItem()) !== before, 5_000).catch(() => {});
        seen.push(await focusedItem());
      };
      await press('ArrowDown');
      for (let i = 0; i < 5 && seen[seen.length - 1] !== this.t.actions.rename; i++) {
        await press('ArrowUp');
      }
      if (seen[seen.length - 1] !== this.t.actions.rename) {
        throw new Error(`Rename not reached; focus went ${JSON.stringify(seen)}`);
      }
      await this.page.keyboard.press('Enter');
    }
    await this.nameBox.waitFor();
    await until(() => this.nameBox.evaluate((el) => el === document.activeElement));
    await this.page.keyboard.type(name);
    await this.page.keyboard.press('Enter');
    await this.nameBox.waitFor({ state: 'detached' });
  }
  get dialog() {
    return this.page.getByRole('dialog');
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  cardGrid(folderName: string) {
    return this.page.getByRole('list', { name: fill(this.t.folder.cards, { name: folderName }) });
  }
  card(folderName: string, projectName: string) {
    return this.cardGrid(folderName).getByRole('button', { name: projectName, exact: true });
  }
  async cardNames(folderName: string): Promise<string[]> {
    return this.cardGrid(folderName)
      .locator('li[data-project-id] > [role="button"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  }

  /**
   * Drags with the mouse as a person would: press, move in small steps (past the activation
   * distance), hover the target, release.
   */
  async drag(
    source: Locator,
    target: Locator,
    where: 'top' | 'center' | 'bottom' = 'center',
    beforeDrop?: () => Promise<void>,
  ) {
    const from = await source.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('drag source or target is not on screen');
    const mouse = this.page.mouse;
    const x0 = from.x + from.width / 2;
    const y0 = from.y + from.height / 2;
    const x1 = to.x + to.width / 2;
    const y1 =
      where === 'top' ? to.y + 4 : where === 'bottom' ? to.y + to.height - 4 : to.y + to.height / 2;
    await mouse.move(x0, y0);
    await mouse.down();
    await mouse.move(x0, y0 + 4, { steps: 2 });
    await mouse.move(x0, y0 + 16, { steps: 4 });
    await mouse.move(x1, y1, { steps: 16 });
    await this.page.waitForTimeout(150);
    await mouse.move(x1, y1 + 1, { steps: 2 });
    await beforeDrop?.();
    await mouse.up();
  }

  /** The drop zones shown while a project is dragged: 'new-folder' or 'delete'. */
  zone(which: 'new-folder' | 'delete') {
    return this.sidebar.locator(`[data-zone="${which}"]`);
  }

  /** Picks a project up and drops it on one of the zones that appear once it moves. */
  async dragToZone(
    source: Locator,
    which: 'new-folder' | 'delete',
    beforeDrop?: () => Promise<void>,
  ) {
    const from = await source.boundingBox();
    if (!from) throw new Error('drag source is not on screen');
    const mouse = this.page.mouse;
    const x0 = from.x + from.width / 2;
    const y0 = from.y + from.height / 2;
    await mouse.move(x0, y0);
    await mouse.down();
    await mouse.move(x0, y0 + 20, { steps: 5 });
    const to = await this.zone(which).boundingBox();
    if (!to) throw new Error('drop zone did not appear');
    await mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 16 });
    await this.page.waitForTimeout(150);
    await beforeDrop?.();
    await mouse.up();
  }
}
