import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CreationPage, until } from '../pages/CreationPage';
import { serverTree, storedToken } from '../support/api';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { signUpThroughApi } from '../support/signUpThroughApi';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

let browser: Browser;
let page: Page;
let creation: CreationPage;
let token: string;

/** Every folder and project name the server holds for the user. */
const serverNames = async () => {
  const tree = await serverTree(env.baseUrl, token);
  return {
    folders: tree.map((f) => f.name),
    projects: tree.flatMap((f) => f.projects),
  };
};
const header = () => page.locator('header').filter({ has: creation.heading });

// Issue 7: "Rename" in the "…" menus closed the menu and no text box stayed open (the menu
// handed focus back to its trigger, and the box's blur ended the edit).
const ways = [
  { how: 'mouse', label: 'by mouse' },
  { how: { open: 'Enter' }, label: 'by keyboard (Enter opens the menu)' },
  { how: { open: ' ' }, label: 'by keyboard (Space opens the menu)' },
] as const;

let projectName = 'Spring launch';
let folderName = '';

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser);
  await signUpThroughApi(page, env);
  token = await storedToken(page);
  creation = new CreationPage(page);
  await creation.waitForTree();
  await page.getByRole('button', { name: creation.t.newProject, exact: true }).last().click();
  await creation.heading.filter({ hasText: creation.t.defaults.projectName }).waitFor();
  await creation.renameInline(creation.heading, projectName);
  await creation.projectRow(projectName).waitFor();
  await creation.createFolder();
  folderName = creation.t.defaults.folderName;
  await creation.folderRow(folderName).waitFor();
  await until(async () => (await serverNames()).folders.includes(folderName));
});
afterAll(() => browser?.close());

/** Renames the project through `trigger()` and waits for the server and the sidebar to agree. */
async function renameProject(trigger: () => Locator, how: (typeof ways)[number]['how'], n: string) {
  const next = `${projectName.split(' #')[0]} #${n}`;
  await creation.renameFromMenu(trigger(), next, how);
  await until(async () => (await serverNames()).projects.includes(next));
  await creation.projectRow(next).waitFor();
  projectName = next;
}
async function renameFolder(trigger: () => Locator, how: (typeof ways)[number]['how'], n: string) {
  const next = `Campaigns #${n}`;
  await creation.renameFromMenu(trigger(), next, how);
  await until(async () => (await serverNames()).folders.includes(next));
  await creation.folderRow(next).waitFor();
  folderName = next;
}

describe('Rename from every "…" menu (core.md §2, issue 7)', () => {
  for (const [i, way] of ways.entries()) {
    it(`sidebar project menu, ${way.label}`, async () => {
      await renameProject(() => creation.menuButton(projectName), way.how, `s${i}`);
    });
  }

  for (const [i, way] of ways.entries()) {
    it(`sidebar folder menu, ${way.label}`, async () => {
      await renameFolder(() => creation.menuButton(folderName), way.how, `s${i}`);
    });
  }

  for (const [i, way] of ways.entries()) {
    it(`folder page header menu, ${way.label}`, async () => {
      await creation.folderRow(folderName).click();
      await creation.heading.filter({ hasText: folderName }).waitFor();
      await renameFolder(() => creation.menuButton(folderName, header()), way.how, `h${i}`);
      await creation.heading.filter({ hasText: folderName }).waitFor();
    });
  }

  for (const [i, way] of ways.entries()) {
    it(`project card menu, ${way.label}`, async () => {
      await creation.folderRow(creation.t.uncategorized).click();
      const grid = () => creation.cardGrid(creation.t.uncategorized);
      await grid().waitFor();
      await renameProject(() => creation.menuButton(projectName, grid()), way.how, `c${i}`);
      await creation.card(creation.t.uncategorized, projectName).waitFor();
    });
  }

  for (const [i, way] of ways.entries()) {
    it(`project page header menu, ${way.label}`, async () => {
      await creation.projectRow(projectName).click();
      await creation.heading.filter({ hasText: projectName }).waitFor();
      await renameProject(() => creation.menuButton(projectName, header()), way.how, `h${i}`);
      await creation.heading.filter({ hasText: projectName }).waitFor();
    });
  }

  it('the text box stays open and focused after Rename is chosen', async () => {
    await creation.menuButton(projectName, header()).click();
    await page.getByRole('menuitem', { name: creation.t.actions.rename, exact: true }).click();
    await creation.nameBox.waitFor();
    await until(() => creation.nameBox.evaluate((el) => el === document.activeElement));
    await screenshot(page, 'tree-menu-rename-open');
    expect(await creation.nameBox.inputValue()).toBe(projectName);
    await page.keyboard.press('Escape');
    await creation.nameBox.waitFor({ state: 'detached' });
  });
});
