import fs from 'node:fs';
import JSZip from 'jszip';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CreationPage, until } from '../pages/CreationPage';
import { GenerationPage } from '../pages/GenerationPage';
import { callAs, storedToken } from '../support/api';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { fill } from '../support/copy';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { testTime } from '../support/testTime';

/**
 * Issue 7, as a newcomer met it on the project page: a long paste cut without a word, voices
 * verified one refusal at a time, stale project thumbnails, a remix that forgot the speed, and
 * zip entries named video-01.mp4. Against the real server and its worker (real renders).
 */
const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
// Just over SCRIPT_MIN_CHARS: a render's time follows its speech's length.
const SCRIPT =
  'Spring launch: three new voices, faster renders and captions in five languages for your team this season.';
const PROJECT = 'Spring launch';

interface ListedVideo {
  id: string;
  video_status: number;
  actor: { name: string };
  input_text: string;
  voice_settings?: { speed: number } | null;
}

let browser: Browser;
let page: Page;
let gen: GenerationPage;
let creation: CreationPage;
let projectId: string;
let token: string;
let actors: string[];
const listed = async () =>
  (
    (await callAs<{ videos: ListedVideo[] } | null>(
      env.baseUrl,
      token,
      '/video/videos-by-folder-project',
      { project_id: projectId, current_page: 1, page_size: 1000 },
    )) ?? { videos: [] }
  ).videos;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser);
  await signUpThroughApi(page, env);
  token = await storedToken(page);
  creation = new CreationPage(page);
  await creation.waitForTree();
  projectId = await creation.createProject();
  await creation.renameInline(creation.heading, PROJECT);
  await creation.projectRow(PROJECT).waitFor();
  gen = new GenerationPage(page);
  await gen.script.waitFor();
});
afterAll(() => browser?.close());

describe('newcomer findings on the project page (issue 7)', () => {
  it('a pasted 1,980-character script is cut to 1,500, and the page says so', async () => {
    const long = 'Our spring launch is here. '.repeat(80).slice(0, 1980);
    await gen.script.click();
    // One insertion of the whole text, as a paste makes.
    await page.keyboard.insertText(long);
    expect(await gen.counter.textContent()).toBe('1500 / 1500');
    const note = page.getByTestId('script-cut');
    await note.waitFor();
    expect(await note.textContent()).toBe(
      fill(gen.t.composer.cut, { total: '1,980', max: '1,500' }),
    );
    await screenshot(page, 'generation-script-cut-en');
    await gen.script.fill(SCRIPT);
    await note.waitFor({ state: 'detached' });
  });

  it('Generate verifies every unverified voice in one pass, without a dialog per actor', {
    timeout: testTime(240_000),
  }, async () => {
    actors = await gen.pickActors(3);
    // The first actor's voice is chosen at 1.2x in its audio dialog (verified there).
    await gen.actorStrip(3).click();
    await gen.audioSettingsOf(actors[0]).click();
    const dialog = gen.audioDialog;
    await dialog.waitFor();
    const speed = dialog.getByRole('slider', { name: 'Speed' });
    await speed.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await until(async () => (await speed.getAttribute('aria-valuenow')) === '1.2');
    const preview = dialog.getByRole('button', { name: gen.voices.preview.generate, exact: true });
    const save = dialog.getByRole('button', { name: gen.voices.dialog.save, exact: true });
    if (await preview.isVisible()) await preview.click();
    await until(() => save.isEnabled(), 90_000);
    await save.click();
    await dialog.waitFor({ state: 'hidden' });

    // The other two are not verified: one click checks both, then sends the batch.
    await page.evaluate(() => {
      const seen = window as unknown as { sawDialog: boolean };
      seen.sawDialog = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="dialog"]')) seen.sawDialog = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await gen.generateButton.click();
    await until(async () => (await gen.cards.count()) === 3, 120_000);
    expect(await page.evaluate(() => (window as unknown as { sawDialog: boolean }).sawDialog)).toBe(
      false,
    );
    const videos = await listed();
    expect(videos.map((v) => v.actor.name).sort()).toEqual([...actors].sort());
    await screenshot(page, 'generation-one-pass-en');
  });

  it("a finished video becomes the project card's image without a reload", {
    timeout: testTime(360_000),
  }, async () => {
    // The worker renders for real; the page polls every 10 s.
    await until(
      async () =>
        (await page.locator('[data-testid="result-card"][data-status="ready"]').count()) >= 1,
      300_000,
    );
    const navigations: string[] = [];
    page.on('load', () => navigations.push(page.url()));
    await page.getByRole('button', { name: creation.t.project.back, exact: true }).click();
    const card = creation.card(creation.t.uncategorized, PROJECT);
    await card.waitFor();
    const image = card.locator('img').last();
    await image.waitFor();
    expect(await image.getAttribute('src')).toBeTruthy();
    await image.evaluate((img: HTMLImageElement) =>
      img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })),
    );
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(navigations).toEqual([]);
    await screenshot(page, 'tree-card-thumbnail-en');
    await card.click();
    await gen.script.waitFor();
  });

  it('Remix keeps the 1.2x speed the video was spoken at', {
    timeout: testTime(360_000),
  }, async () => {
    const first = actors[0];
    await until(async () => {
      const videos = await listed();
      return videos.some((v) => v.actor.name === first && v.video_status === 2);
    }, 300_000);
    const fast = (await listed()).find((v) => v.actor.name === first);
    expect(fast?.voice_settings?.speed).toBe(1.2);
    const card = page.locator(`[data-testid="result-card"][data-video-id="${fast?.id}"]`);
    await until(async () => (await card.getAttribute('data-status')) === 'ready', 60_000);
    await card.getByRole('button', { name: /^Play the video of / }).click();
    const modal = page.getByRole('dialog', { name: /^Video of / });
    await modal.getByRole('button', { name: gen.t.play.remix, exact: true }).click();
    await modal.waitFor({ state: 'hidden' });
    await gen.actorStrip(1).click();
    const row = page.getByTestId('actor-voice');
    await until(async () => (await row.textContent())?.endsWith('· 1.2x') ?? false);
    await screenshot(page, 'generation-remix-speed-en');
    await page.keyboard.press('Escape');
  });

  it('the project zip names its videos as single downloads are named', {
    timeout: testTime(360_000),
  }, async () => {
    await until(async () => (await listed()).every((v) => v.video_status !== 1), 300_000);
    const finished = (await listed()).filter((v) => v.video_status === 2);
    const download = page.waitForEvent('download');
    await creation.chooseFromMenu(PROJECT, creation.t.actions.download);
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${PROJECT}.zip`);
    const zip = await JSZip.loadAsync(fs.readFileSync(await file.path()));
    const videos = Object.keys(zip.files).filter((n) => n.endsWith('.mp4'));
    expect(videos).toHaveLength(finished.length);
    // {actor}_{first 20 script characters, non-alphanumerics as _}_{13-digit time}.mp4
    const start = [...SCRIPT]
      .slice(0, 20)
      .join('')
      .replace(/[^\p{L}\p{N}]/gu, '_');
    for (const name of finished.map((v) => v.actor.name)) {
      expect(
        videos.some((n) => new RegExp(`^${name}_${start}_\\d{13}(?: \\(\\d\\))?\\.mp4$`).test(n)),
      ).toBe(true);
    }
    expect(Object.keys(zip.files).some((n) => /^video-\d+/.test(n))).toBe(false);
  });
});
