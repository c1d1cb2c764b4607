import type { Locator, Page } from 'playwright-core';
import assetsEn from '../../apps/web/src/features/assets/i18n/en.json';
import voicesEn from '../../apps/web/src/features/voices/i18n/en.json';
import appEn from '../../apps/web/src/i18n/en.json';
import { fill } from '../support/copy';
import { testTime } from '../support/testTime';
import { until } from './CreationPage';

/** /assets/voice/ and its voice-upload dialog. */
export class VoiceLibraryPage {
  readonly t = assetsEn.assets.voices;
  readonly up = voicesEn.voices.upload;
  readonly voices = voicesEn.voices;

  constructor(readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/assets/voice/`);
    await this.grid.waitFor();
    await until(async () => (await this.page.getByTestId('voice-card-skeleton').count()) === 0);
  }

  /** Through the rail's Assets entry and the Voices tab, as a user finds it. */
  async openFromRail() {
    await this.page
      .getByRole('navigation', { name: appEn.shell.navigation })
      .getByRole('link', { name: appEn.shell.assets, exact: true })
      .click();
    await this.page
      .getByRole('navigation', { name: this.nav })
      .getByRole('link', { name: appEn.pages.voices, exact: true })
      .click();
    await this.page.waitForURL((url) => url.pathname === '/assets/voice/');
    await this.grid.waitFor();
    await until(async () => (await this.page.getByTestId('voice-card-skeleton').count()) === 0);
  }
  readonly nav = assetsEn.assets.nav;

  get grid() {
    return this.page.getByTestId('voice-library-grid');
  }
  get addCard() {
    return this.grid.getByRole('button', { name: new RegExp(`^${this.t.add}`) });
  }
  get dialog() {
    return this.page.getByRole('dialog', { name: this.up.title });
  }
  get consent() {
    return this.dialog.getByRole('checkbox');
  }
  get fileInput() {
    return this.dialog.locator('input[type="file"]');
  }
  get nameField() {
    return this.dialog.getByRole('textbox', { name: this.up.name.label, exact: true });
  }
  get cloneButton() {
    return this.dialog.getByRole('button', { name: this.up.clone.start, exact: true });
  }
  get saveButton() {
    return this.dialog.getByRole('button', { name: this.up.save, exact: true });
  }
  get progress() {
    return this.dialog.getByRole('progressbar', { name: this.up.clone.progress });
  }
  provider(name: string) {
    return this.dialog.getByRole('radio', { name, exact: true });
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }
  playButton(name: string) {
    return this.card(name).getByRole('button', { name: fill(this.voices.audio.play, { name }) });
  }
  starButton(name: string) {
    return this.card(name).getByRole('button', { name: /favorites$/ });
  }

  /** Ticks consent, uploads `file` and waits until it is confirmed. */
  async upload(file: string) {
    await this.consent.click();
    await this.fileInput.setInputFiles(file);
    await this.dialog.getByText(this.up.drop.replace).waitFor({ timeout: testTime(60_000) });
  }

  /** Renames by double click on the name, Enter to save. */
  async rename(from: string, to: string) {
    await this.card(from).getByText(from, { exact: true }).dblclick();
    const field = this.page.getByRole('textbox', { name: this.t.rename.label, exact: true });
    await field.fill(to);
    await field.press('Enter');
    await this.card(to).waitFor();
  }
}
