import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import generationDe from '../../apps/web/src/features/generation/i18n/de.json';
import generationZh from '../../apps/web/src/features/generation/i18n/zh.json';
import { CreationPage, until } from '../pages/CreationPage';
import { GenerationPage } from '../pages/GenerationPage';
import { callAs, storedToken } from '../support/api';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { fill } from '../support/copy';
import { cspViolations } from '../support/csp';
import { readingProblems } from '../support/readsWell';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { testTime } from '../support/testTime';

/**
 * The whole generation path in Chromium against the real server and its worker: a stock actor
 * and voice chosen through the picker and the audio dialog, a script, a real render, the play
 * modal, and remix.
 * The suite's server seeds a small stock library (STOCK_LIMIT), so renders are not queued
 * behind dozens of idle videos.
 */
const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
// Just over SCRIPT_MIN_CHARS: a render's time follows its speech's length.
const SCRIPT =
  'Welcome to Talkreel! In this short video I will show you how a written script becomes a talking actor.';

let browser: Browser;
let page: Page;
let gen: GenerationPage;
let projectId: string;
let token: string;
let actorName: string;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser);
  await signUpThroughApi(page, env);
  token = await storedToken(page);
  const creation = new CreationPage(page);
  await creation.waitForTree();
  projectId = await creation.createProject();
  gen = new GenerationPage(page);
  await gen.script.waitFor();
});
afterAll(() => browser?.close());

describe('video generation on the project page (creation.md §2, §4, §5)', () => {
  it('starts with the animated greeting and an empty script', async () => {
    await gen.emptyState.waitFor();
    await page.getByText(gen.t.mode, { exact: true }).waitFor();
    expect(await gen.counter.textContent()).toBe('0 / 1500');
    await screenshot(page, 'generation-empty-en');
  });

  it('a short script is highlighted and nothing is sent', async () => {
    await gen.script.fill('Too short to be a video.');
    await gen.generateButton.click();
    expect(await gen.script.getAttribute('aria-invalid')).toBe('true');
    expect(await gen.script.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'generation-script-highlight-en');
    await until(async () => (await gen.script.getAttribute('aria-invalid')) === null, 5_000);
  });

  it('without an actor the picker opens; a stock actor is attached with its default voice', async () => {
    await gen.script.fill(SCRIPT);
    expect(await gen.counter.textContent()).toBe(`${SCRIPT.length} / 1500`);
    await gen.generateButton.click();
    await gen.picker.waitFor();
    await gen.picker
      .getByRole('button', { name: /^Select / })
      .first()
      .waitFor();
    await screenshot(page, 'generation-picker-en');
    await page.keyboard.press('Escape');
    await gen.picker.waitFor({ state: 'hidden' });

    [actorName] = await gen.pickActors(1);
    await gen.actorStrip(1).click();
    await gen.audioSettingsOf(actorName).waitFor();
    await screenshot(page, 'generation-actor-list-en');
    await page.keyboard.press('Escape');
  });

  it('the audio dialog verifies a chosen voice with a preview and saves it', async () => {
    // (Generate itself verifies unverified voices in one pass: generation-newcomer.spec.ts.)
    await gen.actorStrip(1).click();
    await gen.audioSettingsOf(actorName).click();
    await gen.audioDialog.waitFor();
    await screenshot(page, 'generation-verify-audio-en');
    const voice = await gen.chooseVoiceAndSave();
    expect(await gen.scriptValue()).toBe(SCRIPT);

    await gen.actorStrip(1).click();
    const row = page.getByTestId('actor-voice');
    expect(await row.textContent()).toBe(fill(gen.t.actors.voiceSpeed, { voice, speed: '1.0' }));
    await page.getByText(gen.t.actors.verified, { exact: true }).first().waitFor();
    await page.keyboard.press('Escape');

    await gen.generateButton.hover();
    await page.getByText(gen.t.generate.allGood).waitFor();
    await screenshot(page, 'generation-ready-en');
  });

  it('generates: the script clears, a card shows in progress, then the real render turns it ready', {
    timeout: testTime(300_000),
  }, async () => {
    await gen.generateButton.click();
    await until(async () => (await gen.scriptValue()) === '');
    await gen.card().waitFor();
    expect(await gen.card().getAttribute('data-status')).toBe('processing');
    // Its wait is the server's estimate or, before any render was measured, the spec's time.
    await gen.card().getByText(gen.t.results.processing).waitFor();
    expect(await gen.card().textContent()).toMatch(
      /About \d+ (s|min) left|About 3 to 5 minutes|Almost done/,
    );
    await screenshot(page, 'generation-processing-en');

    const listed = await callAs<{ videos: { video_status: number; input_text: string }[] }>(
      env.baseUrl,
      token,
      '/video/videos-by-folder-project',
      { project_id: projectId, current_page: 1, page_size: 1000 },
    );
    expect(listed.videos).toHaveLength(1);
    expect(listed.videos[0].input_text).toBe(SCRIPT);

    // The worker renders for real; the page polls every 10 s.
    await until(async () => (await gen.card().getAttribute('data-status')) === 'ready', 240_000);
    await gen
      .card()
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) =>
        img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })),
      );
    await screenshot(page, 'generation-results-en');
  });

  it('plays the video in the modal with its details', async () => {
    await gen
      .card()
      .getByRole('button', { name: /^Play the video of / })
      .click();
    const modal = page.getByRole('dialog', { name: /^Video of / });
    await modal.waitFor();
    const duration = await modal.locator('video').evaluate(
      (video: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          const done = () => resolve(video.duration);
          if (video.readyState >= 1) done();
          else {
            video.addEventListener('loadedmetadata', done, { once: true });
            video.addEventListener('error', () => reject(new Error('video failed to load')), {
              once: true,
            });
          }
        }),
    );
    expect(duration).toBeGreaterThan(0);
    await modal.getByTestId('play-script').filter({ hasText: SCRIPT }).waitFor();
    await page.waitForTimeout(1_500);
    await screenshot(page, 'generation-play-en');
  });

  it('remix puts the script and the actor back in the draft', async () => {
    const modal = page.getByRole('dialog', { name: /^Video of / });
    await modal.getByRole('button', { name: gen.t.play.remix, exact: true }).click();
    await modal.waitFor({ state: 'hidden' });
    await until(async () => (await gen.scriptValue()) === SCRIPT);
    await gen.actorStrip(1).waitFor();
    await screenshot(page, 'generation-remix-en');
  });

  it('downloads the finished video as {actor}_{first 20 script characters}_{timestamp}.mp4', async () => {
    const card = page.locator('[data-testid="result-card"][data-status="ready"]').first();
    await card.hover();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: gen.t.results.download, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${actorName}_Welcome_to_Talkreel__\\d{13}\\.mp4$`),
    );
    expect(fs.statSync(await download.path()).size).toBeGreaterThan(10_000);
  });

  it('a remix generates again: the new video shows in progress before the finished one', async () => {
    await gen.generateButton.click();
    await until(async () => (await gen.cards.count()) === 2);
    expect(await gen.card(0).getAttribute('data-status')).toBe('processing');
    expect(await gen.card(1).getAttribute('data-status')).toBe('ready');
    await page.mouse.move(0, 0);
    await screenshot(page, 'generation-grid-en');
  });

  it('reads well in Chinese and German', async () => {
    for (const [lang, strings] of [
      ['zh', generationZh.generation],
      ['de', generationDe.generation],
    ] as const) {
      await page.goto(`${env.baseUrl}/creation/project/${projectId}/?lang=${lang}`);
      await page.getByText(strings.mode, { exact: true }).waitFor();
      await page.getByText(strings.results.title, { exact: true }).waitFor();
      await page.mouse.move(0, 0);
      await screenshot(page, `generation-grid-${lang}`);
      expect(await readingProblems(page), lang).toEqual({ overflowing: [], rawKeys: [] });
    }
    await page.goto(`${env.baseUrl}/creation/project/${projectId}/?lang=en`);
  });

  it('met no Content-Security-Policy violation on the whole way (sign-in, pickers, preview, render, play, download)', () => {
    expect(cspViolations(page)).toEqual([]);
  });
});
