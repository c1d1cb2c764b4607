import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CreationPage } from '../pages/CreationPage';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { copy } from '../support/copy';
import { signUpThroughUi } from '../support/flows';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the creation area in other languages', () => {
  it('in Chinese: translated defaults, labels and dates', async () => {
    const page = await newUserPage(browser, { locale: 'zh-CN' });
    await signUpThroughUi(page, copy.zh, env);
    const creation = new CreationPage(page, 'zh');
    await creation.waitForTree();
    await page.getByRole('heading', { name: '创建你的第一个项目' }).waitFor();

    await creation.createFolder();
    await creation.heading.filter({ hasText: '未命名文件夹' }).waitFor();
    await creation.createProject();
    await creation.heading.filter({ hasText: '未命名项目' }).waitFor();
    await creation.renameInline(creation.heading, '产品发布会');
    expect(await creation.projectsIn('未命名文件夹')).toEqual(['产品发布会']);
    expect(await creation.folderRow('未分类').isVisible()).toBe(true);

    await creation.folderRow('未命名文件夹').click();
    const grid = creation.cardGrid('未命名文件夹');
    await grid.waitFor();
    // Created just now: "今天 HH:MM".
    expect(await grid.textContent()).toMatch(/今天 \d\d:\d\d/);
    await screenshot(page, 'tree-folder-zh');
    await page.context().close();
  });

  it('in German, chosen with ?lang=de', async () => {
    const page = await newUserPage(browser);
    await signUpThroughUi(page, copy.de, env, { query: '?lang=de' });
    const creation = new CreationPage(page, 'de');
    await creation.waitForTree();
    await creation.createProject();
    await creation.heading.filter({ hasText: 'Unbenanntes Projekt' }).waitFor();
    await creation.chooseFromMenu('Unbenanntes Projekt', 'Löschen');
    await page.getByRole('dialog', { name: 'Diesen Inhalt endgültig löschen?' }).waitFor();
    await screenshot(page, 'tree-confirm-de');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.context().close();
  });
});
