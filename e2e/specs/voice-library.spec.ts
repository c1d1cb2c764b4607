import { AUDIO_MIN_SECONDS, VoiceProvider } from '@talkreel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import assetsZh from '../../apps/web/src/features/assets/i18n/zh.json';
import voicesZh from '../../apps/web/src/features/voices/i18n/zh.json';
import { CreationPage, until } from '../pages/CreationPage';
import { GenerationPage } from '../pages/GenerationPage';
import { VoiceLibraryPage } from '../pages/VoiceLibraryPage';
import { callAs, getAs, storedToken } from '../support/api';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { writeSpeechWav } from '../support/speechWav';
import { testTime } from '../support/testTime';

/**
 * A person's own voice end to end (issue 8) in Chromium against the real server and worker:
 * a spoken WAV made here is uploaded in /assets/voice/, matched offline (no provider key on
 * this server), played, renamed and starred, then used to generate a video from a project.
 */
const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
// Just over SCRIPT_MIN_CHARS: a render's time follows its speech's length.
const SCRIPT =
  'This is my own voice speaking on Talkreel. I recorded a short sample and an actor now reads my scripts.';
const RENAMED = 'Studio narrator';

let browser: Browser;
let page: Page;
let library: VoiceLibraryPage;
let token: string;
let projectId: string;
let voiceName: string;

interface MyVoices {
  templates: { id: string; name: string; provider: string; is_starred: boolean; label: string }[];
}
const myVoices = () =>
  getAs<MyVoices>(env.baseUrl, token, '/users/myvoice', { page: 1, page_size: 1000 });

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser);
  await signUpThroughApi(page, env);
  token = await storedToken(page);
  const creation = new CreationPage(page);
  await creation.waitForTree();
  projectId = await creation.createProject();
  library = new VoiceLibraryPage(page);
});
afterAll(() => browser?.close());

describe('voice library and voice upload (creation.md §2-§5)', () => {
  it('is reached from the Assets rail entry and shows the add-voice card on an empty library', async () => {
    await library.openFromRail();
    await library.addCard.waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await page.getByText(library.t.empty.split('.')[0]).waitFor();
    await screenshot(page, 'voice-library-empty-en');
  });

  it('uploads a spoken WAV, says which providers this server has, and matches it offline', {
    timeout: testTime(240_000),
  }, async () => {
    const wav = await writeSpeechWav(AUDIO_MIN_SECONDS);
    expect(wav.seconds).toBeGreaterThanOrEqual(AUDIO_MIN_SECONDS);
    await library.addCard.click();
    await library.dialog.waitFor();
    // Consent comes first: the drop zone refuses files until it is ticked.
    expect(await library.dialog.getByTestId('voice-drop-zone').isDisabled()).toBe(true);
    await screenshot(page, 'voice-upload-dialog-en');

    await library.upload(wav.file);
    // The name comes from the file; the duplicate check passes.
    expect(await library.nameField.inputValue()).toBe('My studio voice');
    voiceName = 'My studio voice';
    await until(() => library.cloneButton.isEnabled(), 30_000);
    // No key for the cloud providers here: they say why and cannot be chosen.
    expect(await library.provider('ElevenLabs').isDisabled()).toBe(true);
    expect(await library.provider('MiniMax').isDisabled()).toBe(true);
    expect(await library.provider('Offline match').isChecked()).toBe(true);
    await library.dialog
      .getByText('ElevenLabs is not set up on this server (no API key)')
      .waitFor();
    await screenshot(page, 'voice-upload-ready-en');

    await library.cloneButton.click();
    await library.progress.waitFor();
    await screenshot(page, 'voice-upload-cloning-en');
    await library.saveButton.waitFor({ timeout: testTime(180_000) });
    expect(await library.progress.getAttribute('aria-valuenow')).toBe('100');
    await screenshot(page, 'voice-upload-done-en');
    await library.saveButton.click();
    await library.dialog.waitFor({ state: 'hidden' });
    await library.card(voiceName).waitFor();
    await library.card(voiceName).getByText(library.t.label.matched).waitFor();
    await screenshot(page, 'voice-library-one-en');

    const mine = await myVoices();
    expect(mine.templates.map((v) => [v.name, v.provider])).toEqual([
      [voiceName, VoiceProvider.LOCAL],
    ]);
  });

  it('plays the sample', async () => {
    const play = library.playButton(voiceName);
    await play.click();
    await until(async () => {
      const state = await play.getAttribute('data-state');
      return state === 'playing' || state === 'ended';
    }, 30_000);
    await screenshot(page, 'voice-library-playing-en');
    // Pause if it is still playing, so later steps start quiet.
    if ((await play.getAttribute('data-state')) === 'playing') await play.click();
  });

  it('renames it by double click and stars it; both stay after a reload', async () => {
    await library.rename(voiceName, RENAMED);
    voiceName = RENAMED;
    const star = library.starButton(voiceName);
    await star.click();
    await until(async () => (await star.getAttribute('aria-pressed')) === 'true');
    await until(async () => {
      const mine = await myVoices();
      return mine.templates[0]?.name === RENAMED && mine.templates[0]?.is_starred === true;
    });
    await library.open(env.baseUrl);
    await library.card(RENAMED).waitFor();
    expect(await library.starButton(RENAMED).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'voice-library-renamed-starred-en');
  });

  it('generates a video with it from a project', { timeout: testTime(300_000) }, async () => {
    await page.goto(`${env.baseUrl}/creation/project/${projectId}/`);
    const gen = new GenerationPage(page);
    await gen.script.waitFor();
    await gen.script.fill(SCRIPT);
    const [actorName] = await gen.pickActors(1);
    await gen.actorStrip(1).click();
    await gen.audioSettingsOf(actorName).click();
    const dialog = gen.audioDialog;
    await dialog.waitFor();
    await dialog.getByRole('button', { name: gen.voices.condition.label }).click();
    await page.getByRole('menuitemradio', { name: gen.voices.condition.my_voices }).click();
    const mine = dialog.getByRole('radio', { name: `Use ${RENAMED}` });
    await mine.waitFor();
    // My Voices lists only the user's own voice (the list is replaced once the server answers).
    await until(async () => (await dialog.getByRole('radio', { name: /^Use / }).count()) === 1);
    await mine.click();
    await dialog.getByRole('button', { name: gen.voices.preview.generate, exact: true }).click();
    const save = dialog.getByRole('button', { name: gen.voices.dialog.save, exact: true });
    await until(() => save.isEnabled(), 90_000);
    await screenshot(page, 'voice-library-in-audio-settings-en');
    await save.click();
    await dialog.waitFor({ state: 'hidden' });

    await gen.generateButton.click();
    await until(async () => (await gen.scriptValue()) === '');
    await gen.card().waitFor();
    await until(async () => (await gen.card().getAttribute('data-status')) === 'ready', 240_000);
    await screenshot(page, 'voice-library-video-en');

    const listed = await callAs<{
      videos: { video_status: number; voice: { name: string; source: string } | null }[];
    }>(env.baseUrl, token, '/video/videos-by-folder-project', {
      project_id: projectId,
      current_page: 1,
      page_size: 1000,
    });
    expect(listed.videos).toHaveLength(1);
    expect(listed.videos[0].voice).toMatchObject({ name: RENAMED, source: 'my' });
  });

  it('reads in Chinese: tabs, library and the upload dialog', {
    timeout: testTime(120_000),
  }, async () => {
    const zhPage = await newUserPage(browser, { locale: 'zh-CN' });
    await signUpThroughApi(zhPage, env, { language: 'zh' });
    const zh = new VoiceLibraryPage(zhPage);
    await zhPage.goto(`${env.baseUrl}/assets/voice/`);
    await zh.grid.waitFor();
    await zhPage.getByRole('heading', { name: assetsZh.assets.voices.title }).waitFor();
    await zhPage.getByText(assetsZh.assets.voices.addHint).waitFor();
    await screenshot(zhPage, 'voice-library-empty-zh');
    await zhPage.getByRole('button', { name: assetsZh.assets.voices.add, exact: true }).click();
    await zhPage.getByRole('dialog', { name: voicesZh.voices.upload.title }).waitFor();
    await zhPage.getByText(voicesZh.voices.upload.drop.needsConsent).waitFor();
    await screenshot(zhPage, 'voice-upload-dialog-zh');
    await zhPage.context().close();
  });
});
