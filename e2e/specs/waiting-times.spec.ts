import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CreationPage, until } from '../pages/CreationPage';
import { callAs, storedToken } from '../support/api';
import { launchBrowser, newUserPage, phonePageAs, screenshot } from '../support/browser';
import { readingProblems } from '../support/readsWell';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { testTime } from '../support/testTime';

/**
 * Honest waiting times (issue 24) against the real server and its worker: once this server has
 * rendered a video, the cards of a batch say the time left it measured and how many videos go
 * first, instead of the spec's generic "3 to 5 minutes".
 */
const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

let browser: Browser;
let page: Page;
let projectUrl: string;
let projectId: string;
let token: string;

type Listed = { total: number; actors: { id: string; default_audio: { id: string } | null }[] };
type Video = { task_id: string; video_status: number };

const task = (actor: Listed['actors'][number], text: string) => ({
  text,
  voice_id: actor.default_audio?.id ?? '',
  voice_model_name: 'espeak-ng',
  scene_id: null,
  voice_settings: { stability: 0.5, similarity_boost: 0.75, style_exaggeration: 0, speed: 1 },
  folder_id: null,
  project_id: projectId,
  actor_id: actor.id,
});
const submit = (tasks: ReturnType<typeof task>[]) =>
  callAs<{ videos: Video[] }>(env.baseUrl, token, '/video/audio-video/process-batch', { tasks });

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser, { viewport: { width: 1280, height: 800 } });
  await signUpThroughApi(page, env);
  token = await storedToken(page);
  const creation = new CreationPage(page);
  await creation.waitForTree();
  projectId = await creation.createProject();
  projectUrl = page.url();
  await until(async () => {
    const list = await callAs<Listed>(env.baseUrl, token, '/actor/show', {});
    return list.actors.filter((a) => a.default_audio).length >= 3;
  }, testTime(200_000));
}, testTime(240_000));
afterAll(() => browser?.close());

describe('waiting times (issue 24)', () => {
  it('a batch behind a measured render shows time left and the videos ahead, at 1280 and on a phone', async () => {
    const { actors } = await callAs<Listed>(env.baseUrl, token, '/actor/show', {});
    const voiced = actors.filter((a) => a.default_audio).slice(0, 3);
    for (const actor of voiced) {
      await callAs(env.baseUrl, token, '/audio/tts/generate', {
        text: 'Hello.',
        voice_id: actor.default_audio?.id,
        actor_id: actor.id,
      });
    }
    const line = 'Our studio turns a written script into a short talking video for your team.';
    // One render first, so this server has measured its speed.
    const [first] = (await submit([task(voiced[0], `First. ${line} ${line}`)])).videos;
    await until(async () => {
      const v = await callAs<Video>(env.baseUrl, token, '/video/callback/result', {
        task_id: first.task_id,
      });
      return v.video_status === 2;
    }, testTime(180_000));

    await submit(voiced.map((a, i) => task(a, `Take ${i + 2}. ${line} ${line}`)));
    await page.goto(projectUrl);
    const waiting = page.getByTestId('result-card').filter({ hasText: /ahead of yours/ });
    await waiting.first().waitFor();
    const texts = await page
      .locator('[data-testid="result-card"][data-status="processing"]')
      .allInnerTexts();
    expect(texts.join('\n')).toMatch(/About \d+ (s|min) left|Almost done/);
    expect(texts.join('\n')).not.toContain('About 3 to 5 minutes');
    expect((await readingProblems(page)).overflowing).toEqual([]);
    await screenshot(page, 'waiting-times-results-1280');

    const phone = await phonePageAs(page);
    try {
      await phone.goto(projectUrl);
      const card = phone.locator('[data-testid="result-card"][data-status="processing"]').first();
      await card.waitFor();
      await card.scrollIntoViewIfNeeded();
      expect((await readingProblems(phone)).overflowing).toEqual([]);
      await screenshot(phone, 'waiting-times-results-390');
    } finally {
      await phone.context().close();
    }
  });
});
