import type { Browser, Page } from 'playwright-core';
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
const server = () => serverTree(env.baseUrl, token);
const uncategorizedOnServer = async () =>
  (await server()).find((f) => f.id === 'uncategorized')?.projects;
const folderOnServer = async (name: string) =>
  (await server()).find((f) => f.name === name)?.projects;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser);
  await signUpThroughApi(page, env);
  token = await storedToken(page);
  creation = new CreationPage(page);
  await creation.waitForTree();
});
afterAll(() => browser?.close());

describe('folders and projects in the creation sidebar (core.md §2, §4)', () => {
  it('starts with the uncategorized empty state and creates projects, renaming them inline', async () => {
    await page.getByRole('heading', { name: creation.t.folder.firstTitle }).waitFor();
    await screenshot(page, 'tree-empty-en');

    // From the empty state: a project opens at once and gets its server id in the path.
    await page.getByRole('button', { name: creation.t.newProject, exact: true }).last().click();
    await until(async () =>
      /^\/creation\/project\/(?!project_)[^/]+\/$/.test(new URL(page.url()).pathname),
    );
    await creation.heading.filter({ hasText: creation.t.defaults.projectName }).waitFor();
    await creation.renameInline(creation.heading, 'Launch teaser');
    await creation.projectRow('Launch teaser').waitFor();

    await creation.createProject();
    await creation.renameInline(
      creation.projectRow(creation.t.defaults.projectName),
      'Product demo',
    );
    await creation.createProject();
    await creation.renameInline(
      creation.projectRow(creation.t.defaults.projectName),
      'Customer story',
    );
    await creation.createProject();
    await creation.renameInline(creation.projectRow(creation.t.defaults.projectName), 'Outtakes');

    expect(await creation.projectsIn(creation.t.uncategorized)).toEqual([
      'Outtakes',
      'Customer story',
      'Product demo',
      'Launch teaser',
    ]);
    await until(
      async () =>
        (await uncategorizedOnServer())?.join() ===
        'Outtakes,Customer story,Product demo,Launch teaser',
    );
  });

  it('reorders projects in the sidebar by dragging, and back', async () => {
    await creation.drag(
      creation.projectRow('Launch teaser'),
      creation.projectRow('Outtakes'),
      'top',
    );
    const reordered = 'Launch teaser,Outtakes,Customer story,Product demo';
    await until(
      async () => (await creation.projectsIn(creation.t.uncategorized)).join() === reordered,
    );
    await until(async () => (await uncategorizedOnServer())?.join() === reordered);
    await creation.drag(
      creation.projectRow('Launch teaser'),
      creation.projectRow('Product demo'),
      'bottom',
    );
    const back = 'Outtakes,Customer story,Product demo,Launch teaser';
    await until(async () => (await creation.projectsIn(creation.t.uncategorized)).join() === back);
    await until(async () => (await uncategorizedOnServer())?.join() === back);
  });

  it('a press that moves less than 12 px is a click, not a drag', async () => {
    const box = await creation.projectRow('Customer story').boundingBox();
    if (!box) throw new Error('row not on screen');
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, box.y + box.height / 2 + 9, { steps: 3 });
    await page.mouse.up();
    await creation.heading.filter({ hasText: 'Customer story' }).waitFor();
    expect(await creation.projectsIn(creation.t.uncategorized)).toEqual([
      'Outtakes',
      'Customer story',
      'Product demo',
      'Launch teaser',
    ]);
  });

  it('a blank name is refused with the Rename Project error, Escape keeps the old name', async () => {
    await creation.renameInline(creation.projectRow('Outtakes'), '   ');
    await page.getByText(creation.t.rename.projectTitle, { exact: true }).waitFor();
    await page.getByText(creation.t.rename.projectEmpty, { exact: true }).waitFor();
    await creation.renameInline(creation.projectRow('Outtakes'), 'Bloopers', 'Escape');
    expect(await creation.projectRow('Outtakes').count()).toBe(1);
    expect((await uncategorizedOnServer())?.[0]).toBe('Outtakes');
  });

  it('creates two folders, the newest on top, renamed inline', async () => {
    const first = await creation.createFolder();
    await creation.renameInline(creation.folderRow(creation.t.defaults.folderName), 'Campaigns');
    await creation.createFolder();
    await creation.renameInline(creation.folderRow(creation.t.defaults.folderName), 'Drafts');
    expect(await creation.folderNames()).toEqual(['Drafts', 'Campaigns']);
    await until(
      async () => (await server()).map((f) => f.name).join() === 'Drafts,Campaigns,Uncategorized',
    );
    expect((await server())[1].id).toBe(first);
  });

  it('reorders folders by dragging one above the other (past 12 px)', async () => {
    await creation.drag(creation.folderRow('Campaigns'), creation.folderRow('Drafts'), 'top');
    await until(async () => (await creation.folderNames()).join() === 'Campaigns,Drafts');
    await until(
      async () => (await server()).map((f) => f.name).join() === 'Campaigns,Drafts,Uncategorized',
    );
  });

  it('moves a project into a folder by dragging it onto the folder', async () => {
    await creation.drag(
      creation.projectRow('Customer story'),
      creation.folderRow('Campaigns'),
      'center',
      () => screenshot(page, 'tree-drag-en'),
    );
    await until(async () => (await creation.projectsIn('Campaigns')).join() === 'Customer story');
    expect(await creation.projectsIn(creation.t.uncategorized)).toEqual([
      'Outtakes',
      'Product demo',
      'Launch teaser',
    ]);
    await until(async () => (await folderOnServer('Campaigns'))?.join() === 'Customer story');
    await screenshot(page, 'tree-sidebar-en');
  });

  it('moves a project with the Move dialog to the top of the chosen folder', async () => {
    await creation.folderRow(creation.t.uncategorized).click();
    await page.waitForURL('**/creation/folder/uncategorized/');
    const grid = creation.cardGrid(creation.t.uncategorized);
    await grid.waitFor();
    await screenshot(page, 'tree-folder-en');

    await creation.chooseFromMenu('Product demo', creation.t.actions.move, grid);
    const dialog = creation.page.getByRole('dialog', { name: creation.t.move.title });
    const confirm = dialog.getByRole('button', { name: creation.t.move.confirm, exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: /^Campaigns/ }).click();
    await until(() => confirm.isEnabled());
    await screenshot(page, 'tree-move-en');
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });
    await until(
      async () => (await creation.projectsIn('Campaigns')).join() === 'Product demo,Customer story',
    );
    await until(
      async () => (await folderOnServer('Campaigns'))?.join() === 'Product demo,Customer story',
    );
  });

  it('reorders the cards of a folder by dragging (past 8 px)', async () => {
    await creation.folderRow('Campaigns').click();
    await page.waitForURL(/\/creation\/folder\/(?!uncategorized)[^/]+\/$/);
    await creation.cardGrid('Campaigns').waitFor();
    expect(await creation.cardNames('Campaigns')).toEqual(['Product demo', 'Customer story']);
    await creation.drag(
      creation.card('Campaigns', 'Customer story'),
      creation.card('Campaigns', 'Product demo'),
    );
    await until(
      async () => (await creation.cardNames('Campaigns')).join() === 'Customer story,Product demo',
    );
    await until(
      async () => (await folderOnServer('Campaigns'))?.join() === 'Customer story,Product demo',
    );
    expect(await creation.projectsIn('Campaigns')).toEqual(['Customer story', 'Product demo']);
  });

  it('deletes a project after the confirmation; the open one gives way to the next', async () => {
    await creation.projectRow('Outtakes').click();
    await page.waitForURL(/\/creation\/project\/[^/]+\/$/);
    await creation.heading.filter({ hasText: 'Outtakes' }).waitFor();
    await screenshot(page, 'tree-project-en');
    await creation.chooseFromMenu('Outtakes', creation.t.actions.delete);
    const dialog = page.getByRole('dialog', { name: creation.ui.confirm.title });
    await dialog.getByText(creation.ui.confirm.description).waitFor();
    await screenshot(page, 'tree-confirm-en');
    await page.keyboard.press('Enter');
    // The next project of the group opens.
    await creation.heading.filter({ hasText: 'Launch teaser' }).waitFor();
    expect(await creation.projectRow('Outtakes').count()).toBe(0);
    await until(async () => (await uncategorizedOnServer())?.join() === 'Launch teaser');
  });

  it('deletes the open folder: its projects go to uncategorized, the next folder opens', async () => {
    await creation.folderRow('Campaigns').click();
    await page.waitForURL(/\/creation\/folder\/(?!uncategorized)[^/]+\/$/);
    await creation.chooseFromMenu('Campaigns', creation.t.actions.delete);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: creation.ui.confirm.delete })
      .click();
    await creation.heading.filter({ hasText: 'Drafts' }).waitFor();
    expect(await creation.folderNames()).toEqual(['Drafts']);
    expect(await creation.projectsIn(creation.t.uncategorized)).toEqual([
      'Customer story',
      'Product demo',
      'Launch teaser',
    ]);
    await until(async () => (await server()).map((f) => f.name).join() === 'Drafts,Uncategorized');
    expect(await uncategorizedOnServer()).toEqual([
      'Customer story',
      'Product demo',
      'Launch teaser',
    ]);
  });

  it('dropping a project on the new-folder placeholder makes a folder for it', async () => {
    await creation.dragToZone(creation.projectRow('Product demo'), 'new-folder');
    await page.waitForURL(/\/creation\/folder\/(?!folder_)(?!uncategorized)[^/]+\/$/);
    expect(await creation.folderNames()).toEqual([creation.t.defaults.folderName, 'Drafts']);
    await until(
      async () =>
        (await creation.projectsIn(creation.t.defaults.folderName)).join() === 'Product demo',
    );
    await until(
      async () => (await folderOnServer(creation.t.defaults.folderName))?.join() === 'Product demo',
    );
  });

  it('dropping a project on the delete target asks first, and Cancel keeps it', async () => {
    await creation.dragToZone(creation.projectRow('Customer story'), 'delete');
    const dialog = page.getByRole('dialog', { name: creation.ui.confirm.title });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: creation.ui.confirm.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await creation.projectsIn(creation.t.uncategorized)).toEqual([
      'Customer story',
      'Launch teaser',
    ]);
  });

  it('the product home lists the folders; a reload dissolves every folder (the tree is flat)', async () => {
    await creation.drag(creation.projectRow('Launch teaser'), creation.folderRow('Drafts'));
    await until(async () => (await folderOnServer('Drafts'))?.join() === 'Launch teaser');
    await creation.folderRow('Drafts').click();
    // The page before was also a folder's (the new folder's), with a back button in the same
    // place: wait for Drafts' own page, or a loaded machine clicks the old one as it goes.
    await page.getByRole('heading', { level: 1, name: 'Drafts' }).waitFor();
    await page.getByRole('button', { name: creation.t.folder.back }).click();
    await page.waitForURL('**/creation/product/');
    await page.getByRole('list', { name: creation.t.product.folders }).waitFor();
    await screenshot(page, 'tree-product-en');

    await page.reload();
    await creation.waitForTree();
    expect(await creation.folderNames()).toEqual([]);
    // Bottom folder first: Drafts' project, then the new folder's, each landing on top.
    expect(await creation.projectsIn(creation.t.uncategorized)).toEqual([
      'Product demo',
      'Launch teaser',
      'Customer story',
    ]);
    const after = await server();
    expect(after.map((f) => f.name)).toEqual(['Uncategorized']);
    expect(after[0].projects).toEqual(['Product demo', 'Launch teaser', 'Customer story']);
  });
});
