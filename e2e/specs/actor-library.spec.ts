import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUDIO_MIN_SECONDS, CustomActorStatus, VoiceProvider } from '@talkreel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ActorLibraryPage } from '../pages/ActorLibraryPage';
import { CreateActorDialog } from '../pages/CreateActorDialog';
import { CreationPage, until } from '../pages/CreationPage';
import { GenerationPage } from '../pages/GenerationPage';
import { callAs, getAs, storedToken } from '../support/api';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { singleFacePhoto, videoFrame } from '../support/faceFixture';
import { screenshotDir } from '../support/paths';
import { gradientPng } from '../support/pngFixture';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { writeSpeechWav } from '../support/speechWav';
import { testTime } from '../support/testTime';

/**
 * A person's own photo actor end to end (issue 9) in Chromium against the real server and
 * worker: in the create-actor dialog a face photo of a face-model package, its crop, consent and
 * a voice matched offline from a spoken WAV; the actor seen generating then ready in /assets/actor/, previewed, applied to a
 * project through the choose-project modal, used for a real render that plays; then renamed,
 * favourited and deleted in the library.
 */
const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
// Just over SCRIPT_MIN_CHARS: a render's time follows its speech's length.
const SCRIPT =
  'Hello, this is my own photo speaking on Talkreel. I uploaded one portrait and now it reads my scripts.';
const ACTOR = 'Portrait me';
const RENAMED = 'Studio portrait';
const NO_FACE = 'No face here';

let browser: Browser;
let page: Page;
let library: ActorLibraryPage;
let token: string;
let projectId: string;
let projectName: string;
let voiceName: string;

interface OwnActors {
  actors: { id: string; name: string; generate_status: number; is_favorite: boolean }[];
}
const ownActors = () =>
  callAs<OwnActors>(env.baseUrl, token, '/video/user-actor-template-videos', {
    current_page: 1,
    page_size: 1000,
  });

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser);
  await signUpThroughApi(page, env);
  token = await storedToken(page);
  const creation = new CreationPage(page);
  await creation.waitForTree();
  projectId = await creation.createProject();
  library = new ActorLibraryPage(page);
});
afterAll(() => browser?.close());

describe('actor library (creation.md §2-§5, issue 9)', () => {
  it('is reached from the Assets rail entry and shows the add card on an empty library', async () => {
    await library.openFromRail();
    await library.addCard.waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await page.getByText(library.t.empty).waitFor();
    await screenshot(page, 'actor-library-empty-en');
  });

  it('creates a photo actor in the dialog: a face photo, its crop, consent, a voice matched offline, a name', {
    timeout: testTime(300_000),
  }, async () => {
    const create = new CreateActorDialog(page);
    await library.addCard.click();
    await create.dialog.waitFor();
    await screenshot(page, 'actor-create-upload-en');
    await create.uploadPhoto(singleFacePhoto());
    await screenshot(page, 'actor-create-crop-en');
    await create.cropDialog.getByRole('button', { name: create.t.crop.apply, exact: true }).click();
    await create.cropDialog.waitFor({ state: 'hidden' });
    await create.button(create.t.next).click();

    // The name defaults to "Actor {n}" from the server.
    await create.nameField.waitFor();
    expect(await create.nameField.inputValue()).toBe('Actor 1');
    voiceName = await create.matchNewVoice((await writeSpeechWav(AUDIO_MIN_SECONDS)).file);
    await create.nameField.fill(ACTOR);
    const createButton = create.button(create.t.create);
    await until(() => createButton.isEnabled(), 30_000);
    await screenshot(page, 'actor-create-details-en');
    await createButton.click();
    await create.dialog.waitFor({ state: 'hidden' });

    const mine = await getAs<{ templates: { name: string; provider: string }[] }>(
      env.baseUrl,
      token,
      '/users/myvoice',
      { page: 1, page_size: 1000 },
    );
    expect(mine.templates.map((v) => [v.name, v.provider])).toEqual([
      [voiceName, VoiceProvider.LOCAL],
    ]);
  });

  it('shows the new actor generating, then ready, in the library', {
    timeout: testTime(300_000),
  }, async () => {
    await library.card(ACTOR).waitFor({ timeout: testTime(60_000) });
    if ((await library.state(ACTOR)) === 'generating') {
      await library.card(ACTOR).getByText(library.t.generating.image).waitFor();
      await screenshot(page, 'actor-library-generating-en');
    }
    // The worker animates the photo for real; the library polls every 10 s.
    await until(async () => (await library.state(ACTOR)) === 'ready', 240_000);
    await library.posterDrawn(ACTOR);
    await screenshot(page, 'actor-library-ready-en');
    const { actors } = await ownActors();
    expect(actors.map((a) => [a.name, a.generate_status])).toEqual([
      [ACTOR, CustomActorStatus.READY],
    ]);
  });

  it('a photo with no face is refused at Verify; sent anyway through the API it fails for good (no Regenerate) and can be deleted', {
    timeout: testTime(420_000),
  }, async () => {
    const create = new CreateActorDialog(page);
    const png = gradientPng(540, 960);
    const plain = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-noface-')),
      'plain.png',
    );
    fs.writeFileSync(plain, png);
    await library.addCard.click();
    await create.dialog.waitFor();
    await create.uploadPhoto(plain);
    await create.cropDialog.getByRole('button', { name: create.t.crop.apply, exact: true }).click();
    await create.cropDialog.waitFor({ state: 'hidden' });
    await create.button(create.t.next).click();
    const refusal = create.dialog.getByRole('alert');
    await refusal.waitFor({ timeout: testTime(60_000) });
    expect(await refusal.textContent()).toMatch(/No face was found/);
    await create.button(create.t.cancel).click();
    await create.dialog.waitFor({ state: 'hidden' });

    // An integrator can still send it (the check is the dialog's step): the worker refuses it.
    const open = await callAs<{ presigned_url: string; task_id: string }>(
      env.baseUrl,
      token,
      '/upload/file',
      { file_name: 'plain.png', file_size: png.length, content_type: 'image' },
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
    const voices = await getAs<{ templates: { id: string; name: string }[] }>(
      env.baseUrl,
      token,
      '/users/myvoice',
      { page: 1, page_size: 1000 },
    );
    await callAs(env.baseUrl, token, '/video/image-to-video', {
      user_id: '',
      actor_name: NO_FACE,
      actor_pic: file_uri,
      audio_name: voiceName,
      sample_audio_url: voices.templates.find((v) => v.name === voiceName)?.id,
    });
    // Made outside the page: it shows once the library is loaded again.
    await page.reload();
    await library.card(NO_FACE).waitFor({ timeout: testTime(60_000) });
    await until(async () => (await library.state(NO_FACE)) === 'failed', 180_000);
    await library
      .card(NO_FACE)
      .getByText(/^No face was found/)
      .waitFor();
    // A retry would judge the same file the same way: no Regenerate, the way forward instead.
    await library.card(NO_FACE).getByText(library.t.failed.final, { exact: true }).waitFor();
    expect(
      await library
        .card(NO_FACE)
        .getByRole('button', { name: `Regenerate ${NO_FACE}` })
        .count(),
    ).toBe(0);
    await screenshot(page, 'actor-library-failed-en');

    await library.card(NO_FACE).hover();
    await library.menu(NO_FACE).click();
    await page.getByRole('menuitem', { name: library.t.menu.delete, exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Delete$/ })
      .click();
    await library.card(NO_FACE).waitFor({ state: 'detached' });
    // The card leaves at once (an optimistic update); the server's list follows when the delete
    // call lands, which on a loaded machine can be after the card is gone.
    await until(async () => (await ownActors()).actors.length === 1, 30_000);
    expect((await ownActors()).actors.map((a) => a.name)).toEqual([ACTOR]);
  });

  it('previews it: the idle video plays, with its voice, Download and Apply', async () => {
    await library
      .card(ACTOR)
      .getByRole('button', { name: `Preview ${ACTOR}` })
      .click();
    const modal = library.preview;
    await modal.waitFor();
    await modal.getByText(voiceName, { exact: true }).waitFor();
    await until(
      () =>
        modal.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime > 0.5 && !v.paused),
      30_000,
    );
    expect(await modal.getByRole('button', { name: library.t.preview.download }).isEnabled()).toBe(
      true,
    );
    await screenshot(page, 'actor-library-preview-en');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it('applies it to a project through the choose-project modal, which opens the project with it chosen', async () => {
    await library.card(ACTOR).hover();
    await library.applyButton(ACTOR).click();
    const modal = library.chooseProject;
    await modal.waitFor();
    const row = modal.getByRole('option').first();
    await row.waitFor();
    projectName = (await row.textContent())?.trim() ?? '';
    const confirm = modal.getByRole('button', { name: library.t.choose.confirm, exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await row.click();
    await until(async () => (await row.getAttribute('aria-selected')) === 'true');
    await screenshot(page, 'actor-library-choose-project-en');
    await confirm.click();
    await page.waitForURL((url) => url.pathname === `/creation/project/${projectId}/`);
    const gen = new GenerationPage(page);
    await gen.script.waitFor();
    await gen.actorStrip(1).waitFor();
    expect(projectName.length).toBeGreaterThan(0);
  });

  it('generates a video with it and plays it', { timeout: testTime(420_000) }, async () => {
    const gen = new GenerationPage(page);
    await gen.script.fill(SCRIPT);
    await gen.generateButton.click();
    await until(async () => (await gen.scriptValue()) === '', 120_000);
    await gen.card().waitFor();
    await until(async () => (await gen.card().getAttribute('data-status')) === 'ready', 300_000);
    await screenshot(page, 'actor-library-result-en');

    const listed = await callAs<{
      videos: { video_url: string | null; actor: { name: string } }[];
    }>(env.baseUrl, token, '/video/videos-by-folder-project', {
      project_id: projectId,
      current_page: 1,
      page_size: 1000,
    });
    expect(listed.videos.map((v) => v.actor.name)).toEqual([ACTOR]);

    await gen
      .card()
      .getByRole('button', { name: /^Play the video of / })
      .click();
    const modal = page.getByRole('dialog', { name: /^Video of / });
    await modal.waitFor();
    await until(
      () => modal.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime > 1),
      60_000,
    );
    await screenshot(page, 'actor-library-result-playing-en');
    await page.keyboard.press('Escape');

    // A frame of the finished MP4 itself.
    const url = listed.videos[0].video_url;
    expect(url).toBeTruthy();
    const mp4 = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-result-')), 'result.mp4');
    const res = await fetch(new URL(url ?? '', env.baseUrl));
    expect(res.ok).toBe(true);
    fs.writeFileSync(mp4, Buffer.from(await res.arrayBuffer()));
    videoFrame(mp4, 2, path.join(screenshotDir, 'actor-library-result-frame.png'));
  });

  it('renames, favourites and deletes it in the library', async () => {
    await library.open(env.baseUrl);
    await library.rename(ACTOR, RENAMED);
    await library.card(RENAMED).hover();
    const star = library.starButton(RENAMED);
    await star.click();
    await until(async () => (await star.getAttribute('aria-pressed')) === 'true');
    await until(async () => {
      const { actors } = await ownActors();
      return actors[0]?.name === RENAMED && actors[0]?.is_favorite === true;
    });
    await library.open(env.baseUrl);
    expect(await library.starButton(RENAMED).getAttribute('aria-pressed')).toBe('true');
    await library.card(RENAMED).hover();
    await screenshot(page, 'actor-library-renamed-favourite-en');

    await library.menu(RENAMED).click();
    await page.getByRole('menuitem', { name: library.t.menu.delete, exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Delete$/ })
      .click();
    await library.card(RENAMED).waitFor({ state: 'detached' });
    await until(async () => (await ownActors()).actors.length === 0);
    await screenshot(page, 'actor-library-deleted-en');
  });
});
