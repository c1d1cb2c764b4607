import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { CreationPage, until } from '../pages/CreationPage';
import { serverTree, storedToken } from '../support/api';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { refuseCall } from '../support/refuse';
import { signUpThroughApi } from '../support/signUpThroughApi';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

let browser: Browser;
let page: Page;
let creation: CreationPage;
let token: string;
const server = () => serverTree(env.baseUrl, token);
const names = async () => (await server()).map((f) => `${f.name}: ${f.projects.join(', ')}`);

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser);
  await signUpThroughApi(page, env);
  token = await storedToken(page);
  creation = new CreationPage(page);
  await creation.waitForTree();
  // Two projects and a folder to work with.
  await creation.createProject();
  await creation.renameInline(creation.heading, 'Keynote');
  await creation.createProject();
  await creation.renameInline(creation.heading, 'Webinar');
  await creation.createFolder();
  await creation.renameInline(creation.heading, 'Events');
  await until(
    async () => (await names()).join(' | ') === 'Events:  | Uncategorized: Webinar, Keynote',
  );
});
afterAll(() => browser?.close());

/** The refusal toast; sonner keeps leaving toasts in the page for a moment, so the first. */
const operationFailed = () => page.getByText('Operation Failed', { exact: true }).first();

beforeEach(async () => {
  // Each refusal is seen by its own toast, not by one left over from the test before.
  await until(async () => (await page.locator('[data-sonner-toast]').count()) === 0);
});

describe('the screen changes first and rolls back when the server refuses (core.md §4)', () => {
  it('project rename: the new name shows, then the old one comes back with the toast', async () => {
    const refusal = await refuseCall(page, '/sidebar/project/rename', 1500);
    await creation.renameInline(creation.projectRow('Keynote'), 'Keynote 2026');
    await creation.projectRow('Keynote 2026').waitFor();
    await operationFailed().waitFor();
    await creation.projectRow('Keynote').waitFor();
    expect(await creation.projectRow('Keynote 2026').count()).toBe(0);
    await screenshot(page, 'tree-rollback-en');
    expect(refusal.calls()).toBe(1);
    await refusal.restore();
    expect((await server()).find((f) => f.id === 'uncategorized')?.projects).toEqual([
      'Webinar',
      'Keynote',
    ]);
  });

  it('project creation: the temporary path shows, then the earlier page returns', async () => {
    const before = new URL(page.url()).pathname;
    const refusal = await refuseCall(page, '/sidebar/project');
    await creation.newProjectButton.click();
    await page.waitForURL(/\/creation\/project\/project_\d+\/$/);
    expect(await creation.projectsIn('Events')).toEqual([creation.t.defaults.projectName]);
    await operationFailed().waitFor();
    await page.waitForURL((url) => url.pathname === before);
    expect(await creation.projectsIn('Events')).toEqual([]);
    await refusal.restore();
    expect(await names()).toEqual(['Events: ', 'Uncategorized: Webinar, Keynote']);
  });

  it("folder rename: put back with the server's message (issue 24)", async () => {
    // The real server refuses a name carrying U+202E (right-to-left override).
    await creation.renameInline(creation.folderRow('Events'), 'Events\u202Egpj.exe');
    await page.getByText('Invalid Input', { exact: true }).first().waitFor();
    await page
      .getByText('Folder name cannot contain control characters', { exact: true })
      .first()
      .waitFor();
    await creation.folderRow('Events').waitFor();
    expect(await names()).toEqual(['Events: ', 'Uncategorized: Webinar, Keynote']);
  });

  it('moving a project by drag: it returns to its folder', async () => {
    const refusal = await refuseCall(page, '/sidebar/project/move');
    await creation.drag(creation.projectRow('Webinar'), creation.folderRow('Events'));
    await until(async () => (await creation.projectsIn('Events')).join() === 'Webinar');
    await operationFailed().waitFor();
    await until(async () => (await creation.projectsIn('Events')).length === 0);
    expect(await creation.projectsIn(creation.t.uncategorized)).toEqual(['Webinar', 'Keynote']);
    await refusal.restore();
  });

  it('deleting the open project: restored, and the user is sent back to it', async () => {
    await creation.projectRow('Webinar').click();
    await page.waitForURL(/\/creation\/project\/[^/]+\/$/);
    const webinar = new URL(page.url()).pathname;
    const refusal = await refuseCall(page, '/sidebar/project/delete');
    await creation.chooseFromMenu('Webinar', creation.t.actions.delete);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: creation.ui.confirm.delete })
      .click();
    await until(async () => new URL(page.url()).pathname !== webinar);
    expect(await creation.projectRow('Webinar').count()).toBe(0);
    await operationFailed().waitFor();
    await page.waitForURL((url) => url.pathname === webinar);
    await creation.projectRow('Webinar').waitFor();
    await refusal.restore();
    expect(await names()).toEqual(['Events: ', 'Uncategorized: Webinar, Keynote']);
  });

  it('deleting a folder: it comes back', async () => {
    const refusal = await refuseCall(page, '/sidebar/folder/delete');
    await creation.chooseFromMenu('Events', creation.t.actions.delete);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: creation.ui.confirm.delete })
      .click();
    await until(async () => (await creation.folderNames()).length === 0);
    await operationFailed().waitFor();
    await until(async () => (await creation.folderNames()).join() === 'Events');
    await refusal.restore();
  });

  it('reordering folders: the earlier order comes back', async () => {
    await creation.createFolder();
    await creation.renameInline(creation.heading, 'Archive');
    expect(await creation.folderNames()).toEqual(['Archive', 'Events']);
    const refusal = await refuseCall(page, '/sidebar/folder/sort', 2000);
    await creation.drag(creation.folderRow('Events'), creation.folderRow('Archive'), 'top');
    await until(async () => (await creation.folderNames()).join() === 'Events,Archive');
    await operationFailed().waitFor();
    await until(async () => (await creation.folderNames()).join() === 'Archive,Events');
    await refusal.restore();
    expect((await server()).map((f) => f.name)).toEqual(['Archive', 'Events', 'Uncategorized']);
  });
});
