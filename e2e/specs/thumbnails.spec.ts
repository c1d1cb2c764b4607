import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CreationPage, until } from '../pages/CreationPage';
import { PickerDialogs } from '../pages/PickerDialogs';
import { callAs, storedToken } from '../support/api';
import { launchBrowser, newUserPage, phonePageAs, screenshot } from '../support/browser';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { testTime } from '../support/testTime';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

let browser: Browser;
let page: Page;
let projectUrl: string;
let projectId: string;
let token: string;

type Listed = {
  total: number;
  actors: { id: string; image_thumbnails?: unknown; default_audio: { id: string } | null }[];
};
type Video = { task_id: string; video_status: number };

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser, { viewport: { width: 1280, height: 800 } });
  await signUpThroughApi(page, env);
  token = await storedToken(page);
  const creation = new CreationPage(page);
  await creation.waitForTree();
  projectId = await creation.createProject();
  projectUrl = page.url();
  // The stock library is seeded when the server starts, each picture with its thumbnails.
  await until(async () => {
    const list = await callAs<Listed>(env.baseUrl, token, '/actor/show', {});
    return list.total >= 2 && list.actors.every((a) => a.image_thumbnails);
  }, testTime(200_000));
}, testTime(240_000));
afterAll(() => browser?.close());

/** The media the page fetches from now on (address paths), to tell thumbnails from posters. */
function mediaRequests(p: Page): string[] {
  const seen: string[] = [];
  p.on('request', (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === 'image' && url.pathname.startsWith('/media/')) seen.push(url.pathname);
  });
  return seen;
}

/** Opens the picker and answers the picture each card shows (its currentSrc's path). */
async function pickerPictures(p: Page): Promise<string[]> {
  const dialogs = new PickerDialogs(p);
  await dialogs.openPicker();
  await dialogs.actorCards.first().waitFor();
  await dialogs.waitForPictures(dialogs.picker);
  return dialogs.actorCards.evaluateAll((cards) =>
    cards.map((c) => new URL((c.querySelector('img') as HTMLImageElement).currentSrc).pathname),
  );
}

describe('poster thumbnails (creation.md §9)', () => {
  it("a picker card's image loads the 240 px thumbnail on a 1× screen, not the poster", async () => {
    const requested = mediaRequests(page);
    const shown = await pickerPictures(page);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const path of shown) expect(path).toMatch(/-w240\.webp$/);
    expect(requested.filter((p) => p.endsWith('-w240.webp')).length).toBeGreaterThanOrEqual(2);
    // No full poster (the stock pictures are JPEGs) was fetched for the cards.
    expect(requested.filter((p) => p.endsWith('.jpg'))).toEqual([]);
    await screenshot(page, 'thumbnails-picker-1280');
  });

  it('loads the 480 px thumbnail on a 2× phone screen, still not the poster', async () => {
    const phone = await phonePageAs(page, 2);
    try {
      const requested = mediaRequests(phone);
      await phone.goto(projectUrl);
      const shown = await pickerPictures(phone);
      for (const path of shown) expect(path).toMatch(/-w480\.webp$/);
      expect(requested.filter((p) => p.endsWith('.jpg'))).toEqual([]);
      await screenshot(phone, 'thumbnails-picker-390');
    } finally {
      await phone.context().close();
    }
  });

  it(
    "a finished video's result card loads its poster's thumbnail, not the poster",
    async () => {
      const { actors } = await callAs<Listed>(env.baseUrl, token, '/actor/show', {});
      const actor = actors.find((a) => a.default_audio) ?? actors[0];
      const voiceId = actor.default_audio?.id ?? '';
      const text =
        'Hello from the studio. This card should show a small picture of the finished video, not the whole poster.';
      // A preview of the pair first: generating asks for a verified actor and voice.
      await callAs(env.baseUrl, token, '/audio/tts/generate', {
        text: 'Hello.',
        voice_id: voiceId,
        actor_id: actor.id,
      });
      const batch = await callAs<{ videos: Video[] }>(
        env.baseUrl,
        token,
        '/video/audio-video/process-batch',
        {
          tasks: [
            {
              text,
              voice_id: voiceId,
              voice_model_name: 'espeak-ng',
              scene_id: null,
              voice_settings: {
                stability: 0.5,
                similarity_boost: 0.75,
                style_exaggeration: 0,
                speed: 1,
              },
              folder_id: null,
              project_id: projectId,
              actor_id: actor.id,
            },
          ],
        },
      );
      const taskId = batch.videos[0].task_id;
      await until(async () => {
        const v = await callAs<Video>(env.baseUrl, token, '/video/callback/result', {
          task_id: taskId,
        });
        return v.video_status === 2;
      }, testTime(180_000));

      const requested = mediaRequests(page);
      await page.goto(projectUrl);
      const card = page.getByTestId('result-card').first();
      await card.waitFor();
      await until(() =>
        card
          .locator('img')
          .first()
          .evaluate((i) => (i as HTMLImageElement).complete),
      );
      const shown = await card
        .locator('img')
        .evaluateAll((imgs) =>
          imgs.map((i) => new URL((i as HTMLImageElement).currentSrc).pathname),
        );
      // The poster's 240 px thumbnail, and the actor's 48 px one in the footer's avatar.
      expect(shown[0]).toMatch(/\/poster-w240\.webp$/);
      expect(shown.some((p) => p.endsWith('-w48.webp'))).toBe(true);
      // Its poster itself was not fetched for the card.
      expect(requested).toContain(shown[0]);
      expect(requested).not.toContain(shown[0].replace('-w240.webp', '.jpg'));
      await screenshot(page, 'thumbnails-results-1280');
    },
    testTime(240_000),
  );
});
