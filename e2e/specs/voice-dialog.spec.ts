import { AUDIO_MIN_SECONDS } from '@talkreel/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CreationPage, until } from '../pages/CreationPage';
import { GenerationPage } from '../pages/GenerationPage';
import { VoiceLibraryPage } from '../pages/VoiceLibraryPage';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { writeSpeechWav } from '../support/speechWav';
import { testTime } from '../support/testTime';

/**
 * The add-voice dialog keeps one size through its steps, shows the saved voice's record, and
 * the voice library card plays the sample over its real waveform with a playback rate (issue
 * 24), at 1280×800 and at 390×844, in Chromium against the real server and worker.
 */
const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

let browser: Browser;
let page: Page;
let library: VoiceLibraryPage;
let wav: string;
let projectId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser, { viewport: { width: 1280, height: 800 } });
  await signUpThroughApi(page, env);
  const creation = new CreationPage(page);
  await creation.waitForTree();
  projectId = await creation.createProject();
  library = new VoiceLibraryPage(page);
  wav = (await writeSpeechWav(AUDIO_MIN_SECONDS)).file;
});
afterAll(() => browser?.close());

const readBox = async () => {
  const b = await library.dialog.boundingBox();
  if (!b) throw new Error('the dialog is not on screen');
  return { top: Math.round(b.y), height: Math.round(b.height), width: Math.round(b.width) };
};
/**
 * The dialog's box once its entrance animation is over: its running animations have finished,
 * and two readings in a row agree.
 */
async function box() {
  await library.dialog.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => {}))),
  );
  let last = await readBox();
  await until(async () => {
    const now = await readBox();
    const same = JSON.stringify(now) === JSON.stringify(last);
    last = now;
    return same;
  });
  return last;
}

/** Adds a voice through the dialog, checking its box at every step; returns the voice's name. */
async function addVoice(name: string, shot: string) {
  await library.open(env.baseUrl);
  await library.addCard.click();
  await library.dialog.waitFor();
  const first = await box();
  await screenshot(page, `${shot}-open`);

  await library.upload(wav);
  await library.nameField.fill(name);
  await until(() => library.cloneButton.isEnabled(), testTime(30_000));
  expect(await box()).toEqual(first);
  await screenshot(page, `${shot}-uploaded`);

  await library.cloneButton.click();
  await library.progress.waitFor();
  expect(await box()).toEqual(first);

  await library.saveButton.waitFor({ timeout: testTime(180_000) });
  const record = library.dialog.getByRole('region', { name: library.up.record.title });
  await until(async () => (await record.getAttribute('aria-busy')) === 'false');
  expect(await box()).toEqual(first);
  // The record names the voice and offers its ids to copy; the footer says Close, not Cancel.
  await record.getByText(name, { exact: true }).waitFor();
  expect(await record.getByRole('button', { name: /^Copy / }).count()).toBe(2);
  const footer = library.dialog.locator('footer');
  await footer.getByRole('button', { name: library.voices.dialog.close, exact: true }).waitFor();
  expect(
    await footer.getByRole('button', { name: library.voices.dialog.cancel, exact: true }).count(),
  ).toBe(0);
  await record.scrollIntoViewIfNeeded();
  await screenshot(page, `${shot}-record`);

  await library.saveButton.click();
  await library.dialog.waitFor({ state: 'hidden' });
  await library.card(name).waitFor();
  return first;
}

describe('add-voice dialog and the voice card player (issue 24)', () => {
  it('keeps one size on a desktop from open to the saved record', {
    timeout: testTime(300_000),
  }, async () => {
    const first = await addVoice('Desk narrator', 'voice-dialog-1280');
    expect(first.height).toBeGreaterThan(500);
    expect(first.height).toBeLessThanOrEqual(800 - 48);
  });

  it('plays the sample over its waveform, with a playback rate', {
    timeout: testTime(120_000),
  }, async () => {
    const card = library.card('Desk narrator');
    // Real peaks from the server: the bars differ (speech has pauses), not one flat line.
    const heights = await card
      .getByTestId('voice-wave')
      .locator('span')
      .evaluateAll((bars) => bars.map((b) => (b as HTMLElement).style.height));
    expect(new Set(heights).size).toBeGreaterThan(5);
    await library.playButton('Desk narrator').click();
    const rate = card.getByRole('slider', { name: /Desk narrator/ });
    await rate.waitFor();
    await until(
      async () => Number(await card.getByTestId('voice-wave').getAttribute('data-played')) > 0,
    );
    await screenshot(page, 'voice-card-playing-1280');
    await rate.focus();
    await page.keyboard.press('End');
    expect(await rate.getAttribute('aria-valuetext')).toBe('2.0×');
  });

  it('marks the own voice "Yours" in the audio settings list', {
    timeout: testTime(120_000),
  }, async () => {
    await page.goto(`${env.baseUrl}/creation/project/${projectId}/`);
    const gen = new GenerationPage(page);
    await gen.script.waitFor();
    const [actorName] = await gen.pickActors(1);
    await gen.actorStrip(1).click();
    await gen.audioSettingsOf(actorName).click();
    const dialog = gen.audioDialog;
    await dialog.waitFor();
    const row = dialog.getByRole('row', { name: /Desk narrator/ });
    await row.waitFor();
    await row.getByText(gen.voices.yours.label, { exact: true }).waitFor();
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'voice-list-yours-1280');
    await page.keyboard.press('Escape');
  });

  it('keeps one size on a phone too (the whole screen)', {
    timeout: testTime(300_000),
  }, async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const first = await addVoice('Phone narrator', 'voice-dialog-390');
    expect(first).toMatchObject({ top: 0, height: 844, width: 390 });
    await library.playButton('Phone narrator').click();
    await library
      .card('Phone narrator')
      .getByRole('slider', { name: /Phone narrator/ })
      .waitFor();
    await screenshot(page, 'voice-library-playing-390');
  });
});
