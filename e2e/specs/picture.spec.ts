import { DEFAULT_CAPTION_STYLE } from '@talkreel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import generationDe from '../../apps/web/src/features/generation/i18n/de.json';
import generationEn from '../../apps/web/src/features/generation/i18n/en.json';
import generationZh from '../../apps/web/src/features/generation/i18n/zh.json';
import { CreationPage, until } from '../pages/CreationPage';
import { GenerationPage } from '../pages/GenerationPage';
import { PicturePanel } from '../pages/PicturePanel';
import { callAs, storedToken } from '../support/api';
import { launchBrowser, newUserPage, phonePageAs, screenshot } from '../support/browser';
import { gradientPng } from '../support/pngFixture';
import { readingProblems } from '../support/readsWell';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { testTime } from '../support/testTime';

/**
 * The picture of a video (issue 26) in Chromium against the real server and worker: a brand
 * kit with a logo (set through the API), then in the composer 16:9, a stock background and the
 * logo; a real render, played at its real size; the composer's picture panel in three languages
 * at desktop and phone sizes.
 */
const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
// Just over SCRIPT_MIN_CHARS (100): a render's time follows its speech's length.
const SCRIPT =
  'Welcome to Talkreel! This video is wide: sixteen by nine, on a stock background, with our own brand logo.';
const LANGUAGES = [
  ['en', generationEn.generation],
  ['de', generationDe.generation],
  ['zh', generationZh.generation],
] as const;

let browser: Browser;
let page: Page;
let gen: GenerationPage;
let picture: PicturePanel;
let projectId: string;
let token: string;

/** Uploads `png` as the signed-in user and makes it the workspace brand kit's logo. */
async function setBrandLogo(png: Buffer) {
  const open = await callAs<{ presigned_url: string; task_id: string }>(
    env.baseUrl,
    token,
    '/upload/file',
    { file_name: 'logo.png', file_size: png.length, content_type: 'image' },
  );
  await fetch(new URL(open.presigned_url, env.baseUrl), {
    method: 'PUT',
    body: new Uint8Array(png),
  });
  const { file_uri } = await callAs<{ file_uri: string }>(
    env.baseUrl,
    token,
    `/upload/confirm/${open.task_id}`,
    {},
  );
  return callAs<{ logo_url: string | null }>(env.baseUrl, token, '/brand-kit/update', {
    logo_file_uri: file_uri,
    logo_corner: 'top-right',
    logo_size: 0.18,
    logo_opacity: 0.9,
    colors: ['#6d4aff', '#ff7ab6'],
    caption_style: DEFAULT_CAPTION_STYLE,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser);
  await signUpThroughApi(page, env);
  token = await storedToken(page);
  const kit = await setBrandLogo(gradientPng(240, 96));
  expect(kit.logo_url).toBeTruthy();
  const creation = new CreationPage(page);
  await creation.waitForTree();
  projectId = await creation.createProject();
  gen = new GenerationPage(page);
  picture = new PicturePanel(page);
  await gen.script.waitFor();
});
afterAll(() => browser?.close());

describe('the picture of a video in the composer (issue 26)', () => {
  it('chooses 16:9, a stock background and the brand logo, previewed live', async () => {
    await gen.script.fill(SCRIPT);
    await gen.pickActors(1);
    await picture.open();
    await picture.choose('16:9');
    await picture.chooseStock();
    await picture.logoSwitch.check({ force: true });
    await picture.logo.waitFor();
    expect(await picture.preview.textContent()).toContain('16:9 · 1280×720');
    const frame = await picture.preview.locator('[data-format]').boundingBox();
    expect(frame && Math.round((frame.width / frame.height) * 100)).toBe(178);
    await page.mouse.move(0, 0);
    await screenshot(page, 'picture-composer-en-desktop');
  });

  it('generates, and the video plays at 1280×720 in its own shape', {
    timeout: testTime(420_000),
  }, async () => {
    // Generate first verifies the actor's default voice with a preview, then sends the batch.
    await gen.generateButton.click();
    try {
      await until(async () => (await gen.scriptValue()) === '', 240_000);
    } catch (err) {
      await screenshot(page, 'picture-generate-stuck-en-desktop');
      throw err;
    }
    await gen.card().waitFor();
    expect(await gen.card().getAttribute('data-format')).toBe('16:9');

    const listed = await callAs<{
      videos: { picture: { format: string; background: { type: string }; brand: string } }[];
    }>(env.baseUrl, token, '/video/videos-by-folder-project', {
      project_id: projectId,
      current_page: 1,
      page_size: 100,
    });
    expect(listed.videos[0].picture).toMatchObject({
      format: '16:9',
      background: { type: 'stock' },
      brand: 'workspace',
    });

    await until(async () => (await gen.card().getAttribute('data-status')) === 'ready', 360_000);
    expect(await gen.card().getByTestId('format-badge').textContent()).toBe('16:9 · 720p');
    await gen
      .card()
      .getByRole('button', { name: /^Play the video of / })
      .click();
    const modal = page.getByRole('dialog', { name: /^Video of / });
    await modal.waitFor();
    const size = await modal.locator('video').evaluate(
      (video: HTMLVideoElement) =>
        new Promise<{ width: number; height: number }>((resolve, reject) => {
          const done = () => resolve({ width: video.videoWidth, height: video.videoHeight });
          if (video.readyState >= 1) done();
          else {
            video.addEventListener('loadedmetadata', done, { once: true });
            video.addEventListener('error', () => reject(new Error('video failed to load')), {
              once: true,
            });
          }
        }),
    );
    expect(size).toEqual({ width: 1280, height: 720 });
    // It plays: time moves on.
    await until(
      () => modal.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime > 0.2),
      30_000,
    );
    expect(await modal.getByTestId('play-format').textContent()).toBe('16:9 · 1280×720');
    await screenshot(page, 'picture-play-en-desktop');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await page.mouse.move(0, 0);
    await screenshot(page, 'picture-results-en-desktop');
  });

  it('the composer with its picture panel reads well in en, de and zh, desktop and phone', async () => {
    const phone = await phonePageAs(page);
    try {
      for (const [who, p] of [
        ['desktop', page],
        ['phone', phone],
      ] as const) {
        for (const [lang, strings] of LANGUAGES) {
          await p.goto(`${env.baseUrl}/creation/project/${projectId}/?lang=${lang}`);
          const panel = new PicturePanel(p, strings.picture);
          await panel.toggle.waitFor();
          await panel.open();
          // The project's picture is remembered per browser: the phone chooses it once.
          if (!(await panel.toggle.textContent())?.includes('16:9')) {
            expect(who).toBe('phone');
            await panel.choose('16:9');
            await panel.chooseStock();
            await panel.logoSwitch.check({ force: true });
          }
          await panel.logo.waitFor();
          expect(await panel.toggle.textContent()).toContain('16:9 · 720p');
          // The preview (with its logo) and the first choices in view.
          await panel.preview.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          await p.mouse.move(0, 0);
          await screenshot(p, `picture-composer-${lang}-${who}`);
          expect(await readingProblems(p), `${lang} ${who}`).toEqual({
            overflowing: [],
            rawKeys: [],
          });
        }
      }
    } finally {
      await phone.context().close();
    }
  });
});
