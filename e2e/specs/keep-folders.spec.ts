import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CreationPage, until } from '../pages/CreationPage';
import { ProductsMenu } from '../pages/ProductsMenu';
import { settingsCopy } from '../pages/settingsCopy';
import { callAs, serverTree, storedToken } from '../support/api';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { copy } from '../support/copy';
import { waitForInvitationLink } from '../support/invitationMail';
import { signUpThroughApi } from '../support/signUpThroughApi';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
const en = settingsCopy.en.workspaces.settings;

let browser: Browser;
let page: Page;
let creation: CreationPage;
let token: string;
const server = () => serverTree(env.baseUrl, token);
const keepFoldersOnServer = async () =>
  (
    await callAs<{ workspaces: { keep_folders: boolean }[] }>(
      env.baseUrl,
      token,
      '/workspace/list',
      {},
    )
  ).workspaces[0].keep_folders;
const toggle = () => page.getByRole('switch', { name: en.keepFolders });

async function openSettings() {
  await page.goto(`${env.baseUrl}/settings/members/`);
  await toggle().waitFor();
}
async function setKeepFolders(on: boolean) {
  await openSettings();
  if ((await toggle().getAttribute('aria-checked')) !== String(on)) await toggle().click();
  await until(async () => (await toggle().getAttribute('aria-checked')) === String(on));
  await until(async () => (await keepFoldersOnServer()) === on);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser, { viewport: { width: 1280, height: 800 } });
  await signUpThroughApi(page, env);
  token = await storedToken(page);
  creation = new CreationPage(page);
  await creation.waitForTree();
});
afterAll(() => browser?.close());

/** A folder holding one project (by default "Campaigns" / "Spring teaser"), made in the sidebar. */
async function folderWithProject(folder = 'Campaigns', project = 'Spring teaser') {
  await creation.createFolder();
  await creation.renameInline(creation.heading, folder);
  // New projects go into the folder on screen (the one just made).
  await creation.createProject();
  await creation.renameInline(creation.heading, project);
  await until(async () =>
    (await server()).some((f) => f.name === folder && f.projects.join() === project),
  );
}

describe('"Keep folders across reloads" (issue 24)', () => {
  it("is off by default: a new folder's page says a reload dissolves it, and a reload does", async () => {
    await folderWithProject();
    await creation.folderRow('Campaigns').click();
    await page.waitForURL(/\/creation\/folder\/(?!uncategorized)[^/]+\/$/);
    const note = page.getByTestId('dissolve-note');
    await note.filter({ hasText: creation.t.folder.dissolveNote }).waitFor();
    await screenshot(page, 'keep-folders-note-1280-en');

    await page.reload();
    await creation.waitForTree();
    await until(async () => (await server()).map((f) => f.name).join() === 'Uncategorized');
    expect(await creation.folderNames()).toEqual([]);
  });

  it('the owner turns it on in the product settings; then a reload keeps folders and their projects', async () => {
    await openSettings();
    expect(await toggle().getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'keep-folders-settings-off-1280-en');
    await setKeepFolders(true);
    await page.getByText(en.keepFoldersOn.replace('{{product}}', 'My Product')).waitFor();
    await screenshot(page, 'keep-folders-settings-on-1280-en');

    await page.goto(`${env.baseUrl}/creation/folder/uncategorized/`);
    await creation.waitForTree();
    await folderWithProject();
    await page.reload();
    await creation.waitForTree();
    expect(await creation.folderNames()).toEqual(['Campaigns']);
    const after = await server();
    // Uncategorized holds the first test's project, which that reload moved out of its folder.
    expect(after.map((f) => [f.name, f.projects.join()])).toEqual([
      ['Campaigns', 'Spring teaser'],
      ['Uncategorized', 'Spring teaser'],
    ]);
    // While folders are kept, a folder's page has no warning.
    await creation.folderRow('Campaigns').click();
    await page.waitForURL(/\/creation\/folder\/(?!uncategorized)[^/]+\/$/);
    await page.getByRole('heading', { name: 'Campaigns' }).waitFor();
    expect(await page.getByTestId('dissolve-note').count()).toBe(0);
  });

  it('turned off again, the next reload dissolves the folders as core.md §4 says', async () => {
    await setKeepFolders(false);
    await page.goto(`${env.baseUrl}/creation/product/`);
    await creation.waitForTree();
    await until(async () => (await server()).map((f) => f.name).join() === 'Uncategorized');
    expect(await creation.folderNames()).toEqual([]);
    expect((await server())[0].projects).toEqual(['Spring teaser', 'Spring teaser']);
  });

  it('reads well on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSettings();
    await toggle().scrollIntoViewIfNeeded();
    await screenshot(page, 'keep-folders-settings-390-en');
    const box = await toggle().boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    // On a phone the sidebar is in the menu drawer: the product home's button makes the folder.
    await page.goto(`${env.baseUrl}/creation/product/`);
    await page.getByRole('main').getByRole('button', { name: creation.t.newFolder }).click();
    await page.getByTestId('dissolve-note').waitFor();
    await screenshot(page, 'keep-folders-note-390-en');
    const note = await page.getByTestId('dissolve-note').boundingBox();
    expect(note && note.x + note.width).toBeLessThanOrEqual(390);
  });

  it("an open tab whose folder a teammate's reload dissolved shows the project in its new place", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await new ProductsMenu(page, copy.en, settingsCopy.en).rename('My Product', 'Team Studio');
    await page.goto(`${env.baseUrl}/creation/folder/uncategorized/`);
    await creation.waitForTree();
    await folderWithProject('Launch', 'Keynote');
    await creation.folderRow('Launch').click();
    await page.waitForURL(/\/creation\/folder\/(?!uncategorized)[^/]+\/$/);
    await page.getByRole('heading', { name: 'Launch' }).waitFor();

    // A teammate joins and opens the product: for them that load is a refresh, under the rule.
    const teammate = await newUserPage(browser, { viewport: { width: 1280, height: 800 } });
    const { email } = await signUpThroughApi(teammate, env);
    await callAs(env.baseUrl, token, '/users/invite-member', { email });
    const { link } = await waitForInvitationLink(env.dataDir, email);
    const inviteToken = new URL(link).searchParams.get('token');
    await callAs(env.baseUrl, await storedToken(teammate), '/users/accept-invitation', {
      invite_token: inviteToken,
    });
    // The teammate's page learns of the new product on its next load.
    await teammate.reload();
    await new ProductsMenu(teammate, copy.en, settingsCopy.en).select('Team Studio');
    await until(async () => !(await server()).some((f) => f.name === 'Launch'));

    // The owner's tab comes back into view: it catches up instead of failing later.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByText(creation.t.gone.title).first().waitFor();
    await page.waitForURL('**/creation/folder/uncategorized/');
    await until(async () => (await creation.folderNames()).length === 0);
    expect(await creation.projectsIn(creation.t.uncategorized)).toContain('Keynote');
    await screenshot(page, 'keep-folders-gone-1280-en');
    expect(await page.getByText('Folder not found').count()).toBe(0);
    await teammate.context().close();
  });
});
