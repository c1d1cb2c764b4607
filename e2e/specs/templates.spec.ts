import fs from 'node:fs';
import JSZip from 'jszip';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import templatesDe from '../../apps/web/src/features/templates/i18n/de.json';
import templatesEn from '../../apps/web/src/features/templates/i18n/en.json';
import templatesEs from '../../apps/web/src/features/templates/i18n/es.json';
import templatesZh from '../../apps/web/src/features/templates/i18n/zh.json';
import templatesZhTw from '../../apps/web/src/features/templates/i18n/zh-TW.json';
import { CreationPage, until } from '../pages/CreationPage';
import { GenerationPage } from '../pages/GenerationPage';
import { launchBrowser, newUserPage, phonePageAs, screenshot } from '../support/browser';
import { type BuiltServer, startBuiltServer } from '../support/builtServer';
import { readingProblems } from '../support/readsWell';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { testTime } from '../support/testTime';

/**
 * Templates and personalised videos (issue 28) in Chromium against the real server and worker:
 * a template with two variables saved from the composer, a CSV with a bad row reported by row
 * and column, fixed and chosen again, the batch followed to done, a row played and the zip
 * downloaded; the templates list, the check and the batch page in five languages at desktop and
 * phone sizes. A server of its own with one stock actor (each seeded actor is an idle render).
 */
const t = templatesEn.templates;
// Just over SCRIPT_MIN_CHARS (100) once filled: a render's time follows its speech's length.
const SCRIPT =
  'Hello {{first_name}}! This short video was made just for you by {{company|our team}}. Thank you very much for watching it today!';
const BAD_CSV = 'first_name,company\r\nAnn,Acme\r\n,Globex\r\n';
const GOOD_CSV = 'first_name,company\r\nAnn,Acme\r\nBen,Globex\r\n';
const LANGUAGES = [
  ['en', templatesEn.templates],
  ['zh', templatesZh.templates],
  ['es', templatesEs.templates],
  ['de', templatesDe.templates],
  ['zh-TW', templatesZhTw.templates],
] as const;

let server: BuiltServer;
let browser: Browser;
let page: Page;
let projectId = '';
let templateId = '';
let batchId = '';

const csvFile = (text: string) => ({
  name: 'people.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

/** Chooses `text` as the sheet of the new-batch page open in `p`. */
async function chooseSheet(p: Page, text: string) {
  await p.locator('input[type="file"]').setInputFiles(csvFile(text));
}

beforeAll(async () => {
  server = await startBuiltServer({ STOCK_LIMIT: '1' });
  browser = await launchBrowser();
  page = await newUserPage(browser);
  await signUpThroughApi(page, server);
}, testTime(240_000));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('templates and personalised videos (issue 28)', () => {
  it('saves a template with two variables from the composer', async () => {
    const creation = new CreationPage(page);
    await creation.waitForTree();
    projectId = await creation.createProject();
    expect(projectId).toBeTruthy();
    const gen = new GenerationPage(page);
    await gen.script.fill(SCRIPT);
    // The script box marks both variables and previews the script filled in.
    const marks = page.getByTestId('script-variable-marks').locator('mark');
    await marks.nth(1).waitFor();
    expect(await marks.allTextContents()).toEqual(['{{first_name}}', '{{company|our team}}']);
    await page.getByRole('button', { name: t.editor.preview, exact: true }).click();
    expect(await page.getByTestId('script-preview').textContent()).toBe(
      'Hello First name! This short video was made just for you by our team. Thank you very much for watching it today!',
    );
    await screenshot(page, 'templates-script-variables-en-desktop');
    await gen.pickActors(1);
    await page.getByRole('button', { name: t.saveAs.button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.saveAs.title });
    await dialog.waitFor();
    const found = dialog.getByRole('list', { name: t.variables });
    expect(await found.getByRole('listitem').allTextContents()).toEqual([
      '{{first_name}}',
      '{{company|our team}}',
    ]);
    await dialog.getByRole('textbox', { name: t.nameLabel }).fill('Welcome');
    await screenshot(page, 'templates-save-en-desktop');
    await dialog.getByRole('button', { name: t.saveAs.confirm, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Saving leaves the draft as it was.
    expect(await gen.scriptValue()).toBe(SCRIPT);

    await page.goto(`${server.baseUrl}/assets/template/`);
    const card = page.getByRole('listitem').filter({ hasText: 'Welcome' });
    await card.getByRole('link', { name: t.personalise }).click();
    await until(async () => /\/assets\/template\/[^/]+\/batch/.test(page.url()));
    templateId = page.url().split('/assets/template/')[1].split('/')[0];
  });

  it('reports a bad row by row and column; the fixed file makes the videos', async () => {
    await chooseSheet(page, BAD_CSV);
    const problems = page.getByRole('table', { name: t.batch.problems });
    await problems.waitFor();
    const cells = await problems.locator('tbody tr').first().locator('td').allTextContents();
    expect(cells.slice(0, 2)).toEqual(['2', 'first_name']);
    expect(cells[2]).toContain('{{first_name}}');
    await page.getByText('Ready: 1 of 2 rows. 1 row has a problem and will be skipped.').waitFor();
    await screenshot(page, 'templates-batch-problems-en-desktop');

    await chooseSheet(page, GOOD_CSV);
    await page.getByText(t.batch.allGood_other.replace('{{count}}', '2')).waitFor();
    expect(await problems.count()).toBe(0);
    await page.getByRole('button', { name: t.batch.make_other.replace('{{count}}', '2') }).click();
    await until(async () => page.url().includes('/assets/batch/'));
    batchId = page
      .url()
      .split('/assets/batch/')[1]
      .replace(/[/?].*$/, '');
  });

  it('follows the batch to done, plays a row and downloads the zip', {
    timeout: testTime(900_000),
  }, async () => {
    const bar = page.getByRole('progressbar', { name: t.run.progress });
    await bar.waitFor();
    try {
      await until(async () => (await bar.getAttribute('aria-valuenow')) === '100', 780_000);
    } catch (err) {
      await screenshot(page, 'templates-batch-stuck-en-desktop');
      throw err;
    }
    await page.getByText(t.count_done.replace('{{count}}', '2')).waitFor();
    await page.getByText(t.status.done, { exact: true }).waitFor();

    await page.getByRole('button', { name: t.run.play.replace('{{name}}', '1 Ann') }).click();
    const player = page.getByLabel('1 Ann', { exact: true });
    await until(() => player.evaluate((v: HTMLVideoElement) => v.readyState >= 1), 30_000);
    expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(3);
    await player.evaluate((v: HTMLVideoElement) => v.pause());
    await page.mouse.move(0, 0);
    await screenshot(page, 'templates-batch-done-en-desktop');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.run.zip }).click();
    const zip = await JSZip.loadAsync(fs.readFileSync(await (await download).path()));
    expect(Object.keys(zip.files).sort()).toEqual(['1 Ann.mp4', '2 Ben.mp4', 'results.csv']);
    expect((await zip.file('1 Ann.mp4')?.async('uint8array'))?.length).toBeGreaterThan(10_000);
    const csv = (await zip.file('results.csv')?.async('string')) ?? '';
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('first_name,company,video_id,status,video_url,error');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).concat(l.split(',')[3]))).toEqual([
      ['Ann', 'Acme', 'done'],
      ['Ben', 'Globex', 'done'],
    ]);
  });

  it('Save as template, the templates list, the check and the batch page read well in five languages', {
    timeout: testTime(600_000),
  }, async () => {
    const phone = await phonePageAs(page);
    try {
      for (const [who, p] of [
        ['desktop', page],
        ['phone', phone],
      ] as const) {
        for (const [lang, strings] of LANGUAGES) {
          const look = async (what: string) => {
            await p.mouse.move(0, 0);
            await screenshot(p, `templates-${what}-${lang}-${who}`);
            expect(await readingProblems(p), `${what} ${lang} ${who}`).toEqual({
              overflowing: [],
              rawKeys: [],
            });
          };
          // The composer's header with Save as template beside Add scene.
          await p.goto(`${server.baseUrl}/creation/project/${projectId}/?lang=${lang}`);
          await p.getByRole('button', { name: strings.saveAs.button, exact: true }).waitFor();
          await look('composer');
          await p.goto(`${server.baseUrl}/assets/template/?lang=${lang}`);
          await p.getByRole('heading', { name: 'Welcome' }).waitFor();
          await look('list');
          await p.goto(`${server.baseUrl}/assets/template/${templateId}/batch?lang=${lang}`);
          await p.locator('input[type="file"]').waitFor({ state: 'attached' });
          await chooseSheet(p, BAD_CSV);
          await p.getByRole('table', { name: strings.batch.problems }).waitFor();
          await look('check');
          await p.goto(`${server.baseUrl}/assets/batch/${batchId}?lang=${lang}`);
          await p.getByRole('progressbar', { name: strings.run.progress }).waitFor();
          await look('batch');
        }
      }
    } finally {
      await phone.context().close();
    }
  });
});
