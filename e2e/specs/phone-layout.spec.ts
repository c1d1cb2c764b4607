import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import assetsEn from '../../apps/web/src/features/assets/i18n/en.json';
import appEn from '../../apps/web/src/i18n/en.json';
import { CreationPage, until } from '../pages/CreationPage';
import { GenerationPage } from '../pages/GenerationPage';
import { AccountSettingsPage } from '../pages/SettingsPages';
import type { ShellPage } from '../pages/ShellPage';
import { settingsCopy } from '../pages/settingsCopy';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { signUpThroughApi } from '../support/signUpThroughApi';

/**
 * The signed-in app on a phone (390 x 844, an iPhone 12 to 15): a top bar with a menu button
 * instead of the rail, the area's sidebar in a drawer, the page over the whole width. One
 * user goes through Creation, Settings and the asset libraries, then widens the window.
 */
const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
const PHONE = { width: 390, height: 844 };
const s = settingsCopy.en;

let browser: Browser;
let page: Page;
let shell: ShellPage;
let creation: CreationPage;
let gen: GenerationPage;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser, { viewport: PHONE });
  ({ shell } = await signUpThroughApi(page, env));
  creation = new CreationPage(page);
  gen = new GenerationPage(page);
});
afterAll(() => browser?.close());

/**
 * How far the page reaches past the screen's right edge: the document itself, and any
 * scrolling box inside the page (a sideways scroll there hides content just the same).
 */
const sidewaysOverflow = () =>
  page.evaluate(() => {
    const overflows = [document.documentElement.scrollWidth - window.innerWidth];
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      const { overflowX } = getComputedStyle(el);
      if (overflowX === 'auto' || overflowX === 'scroll') {
        overflows.push(el.scrollWidth - el.clientWidth);
      }
    }
    return Math.max(...overflows);
  });

/** The element's box, which must be wholly on screen. */
async function onScreen(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  return box;
}

/** On screen and big enough for a finger (40 px each way). */
async function tappable(locator: Locator) {
  const box = await onScreen(locator);
  expect(box.width).toBeGreaterThanOrEqual(40);
  expect(box.height).toBeGreaterThanOrEqual(40);
}

describe('the signed-in app on a phone', () => {
  it('shows Creation over the whole width, with a menu button in place of the rail', async () => {
    await shell.menuButton.waitFor();
    await tappable(shell.menuButton);
    await tappable(shell.userMenuButton);
    expect(await shell.rail.count()).toBe(0);
    expect(await creation.sidebar.count()).toBe(0);
    await page.getByRole('heading', { name: creation.t.folder.firstTitle }).waitFor();
    const main = await onScreen(page.getByRole('main'));
    expect(main.width).toBeGreaterThanOrEqual(350);
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-creation-empty-en');
  });

  it('opens the drawer with the main areas and the tree; a new project closes it', async () => {
    await shell.openDrawer();
    await shell.railLink('creation').waitFor();
    await shell.railLink('assets').waitFor();
    await creation.waitForTree();
    await tappable(creation.newProjectButton);
    await tappable(creation.newFolderButton);
    await screenshot(page, 'phone-drawer-tree-en');

    await creation.createProject();
    await shell.drawer.waitFor({ state: 'hidden' });
    await gen.script.waitFor();
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    expect((await onScreen(page.getByRole('main'))).width).toBeGreaterThanOrEqual(350);
    await onScreen(gen.script);
    await tappable(gen.addActorsButton);
    await tappable(gen.generateButton);
    await screenshot(page, 'phone-project-en');
  });

  it('shows the project in the tree; choosing another page closes the drawer, as Escape does', async () => {
    await shell.openDrawer();
    const row = creation.projectRow(creation.t.defaults.projectName);
    await row.waitFor();
    expect(await row.getAttribute('aria-current')).toBe('page');
    await tappable(row);
    await tappable(creation.menuButton(creation.t.defaults.projectName));
    await page.keyboard.press('Escape');
    await shell.drawer.waitFor({ state: 'hidden' });
    await until(() => shell.menuButton.evaluate((el) => el === document.activeElement));

    await shell.openDrawer();
    await creation.folderRow(creation.t.uncategorized).click();
    await page.waitForURL('**/creation/folder/uncategorized/');
    await shell.drawer.waitFor({ state: 'hidden' });
    await creation.cardGrid(creation.t.uncategorized).waitFor();
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-folder-en');
  });

  it('fits the actor picker to the screen', async () => {
    await creation.card(creation.t.uncategorized, creation.t.defaults.projectName).click();
    await gen.addActorsButton.click();
    await gen.picker
      .getByRole('button', { name: /^Select / })
      .first()
      .waitFor();
    // Measured once its entrance (a short rise) is over.
    await gen.picker.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = await onScreen(gen.picker);
    expect(box.width).toBe(PHONE.width);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-actor-picker-en');
    await page.keyboard.press('Escape');
    await gen.picker.waitFor({ state: 'hidden' });
  });

  it('fits Settings, whose navigation is in the drawer', async () => {
    const account = new AccountSettingsPage(page, s);
    await account.open(env.baseUrl);
    expect(await account.sidebar.count()).toBe(0);
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    expect((await onScreen(page.getByRole('main'))).width).toBeGreaterThanOrEqual(350);
    await onScreen(account.firstName);
    await screenshot(page, 'phone-settings-account-en');

    await shell.openDrawer();
    await tappable(account.navLink('members'));
    // On a phone the sidebar never folds to icons: no fold button.
    expect(await account.collapseButton.count()).toBe(0);
    await tappable(account.logoutButton);
    await account.navLink('members').click();
    await page.waitForURL('**/settings/members/');
    await shell.drawer.waitFor({ state: 'hidden' });
    await account.heading(s.members.title).waitFor();
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
  });

  it('fits the asset libraries, reached through the drawer', async () => {
    await shell.openDrawer();
    await shell.railLink('assets').click();
    await page.waitForURL('**/assets/actor/');
    await shell.drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: assetsEn.assets.actors.title }).waitFor();
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    await page
      .getByRole('navigation', { name: assetsEn.assets.nav })
      .getByRole('link', { name: appEn.pages.voices, exact: true })
      .click();
    await page.getByTestId('voice-library-grid').waitFor();
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-voices-en');
  });

  it('at 1440 x 900 puts the rail and the sidebar back, with no menu button', async () => {
    await page.goto(`${env.baseUrl}/creation/folder/uncategorized/`);
    await shell.menuButton.waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await creation.waitForTree();
    await shell.rail.waitFor();
    expect(await shell.menuButton.count()).toBe(0);
    const sidebar = await creation.sidebar.boundingBox();
    expect(sidebar?.width).toBe(288);
    await screenshot(page, 'desktop-after-phone-en');
  });
});
