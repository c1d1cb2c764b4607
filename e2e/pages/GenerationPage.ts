import type { Locator, Page } from 'playwright-core';
import actorsEn from '../../apps/web/src/features/actors/i18n/en.json';
import generationEn from '../../apps/web/src/features/generation/i18n/en.json';
import voicesEn from '../../apps/web/src/features/voices/i18n/en.json';
import { fill } from '../support/copy';
import { until } from './CreationPage';

/** The project page's generation area: script, actors, Generate, results and the play modal. */
export class GenerationPage {
  readonly t = generationEn.generation;
  readonly actors = actorsEn.actors;
  readonly voices = voicesEn.voices;

  constructor(readonly page: Page) {}

  get script() {
    return this.page.getByRole('textbox', { name: this.t.composer.scriptLabel, exact: true });
  }
  /** The script's text, readable even while a dialog hides the page from the accessibility tree. */
  scriptValue() {
    return this.page.locator('#generation-script').inputValue();
  }
  get counter() {
    return this.page.getByTestId('script-counter');
  }
  get generateButton() {
    return this.page.getByRole('button', { name: this.t.generate.button, exact: true });
  }
  get addActorsButton() {
    return this.page.getByRole('button', { name: this.t.actors.add, exact: true });
  }
  get emptyState() {
    return this.page.getByTestId('generation-empty');
  }
  get cards() {
    return this.page.getByTestId('result-card');
  }
  get dialog() {
    return this.page.getByRole('dialog');
  }
  get picker() {
    return this.page.getByRole('dialog', { name: this.actors.picker.title });
  }
  get audioDialog() {
    return this.page.getByRole('dialog', { name: this.voices.dialog.title });
  }

  /** Opens the picker, ticks the first `count` library actors and adds them; returns their names. */
  async pickActors(count: number): Promise<string[]> {
    await this.addActorsButton.click();
    await this.picker.waitFor();
    const select = this.picker.getByRole('button', { name: /^Select / });
    await select.first().waitFor();
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      const button = select.nth(i);
      names.push((await button.getAttribute('aria-label'))?.replace(/^Select /, '') ?? '');
      await button.click();
    }
    await this.picker.getByRole('button', { name: this.actors.bar.add, exact: true }).click();
    await this.picker.waitFor({ state: 'hidden' });
    return names;
  }

  /** The actor strip's button (avatars and count) that opens the mini actor list. */
  actorStrip(count: number) {
    const label = count === 1 ? this.t.actors.count_one : this.t.actors.count_other;
    return this.page.getByRole('button', { name: fill(label, { count }), exact: true });
  }
  audioSettingsOf(name: string) {
    return this.page.getByRole('button', { name: fill(this.t.actors.audioSettings, { name }) });
  }

  /**
   * In the open audio dialog: chooses the second voice of the list, waits for a verifying
   * preview and saves. Returns the chosen voice's name.
   */
  async chooseVoiceAndSave(): Promise<string> {
    const dialog = this.audioDialog;
    const choices = dialog.getByRole('radio', { name: /^Use / });
    await choices.first().waitFor();
    const pick = choices.nth(1);
    const voice = ((await pick.getAttribute('aria-label')) ?? '').replace(/^Use /, '');
    await pick.click();
    const preview = dialog.getByRole('button', { name: this.voices.preview.generate, exact: true });
    const save = dialog.getByRole('button', { name: this.voices.dialog.save, exact: true });
    // A preview of the new voice verifies the pair; Save is enabled once it is made.
    if (await preview.isVisible()) await preview.click();
    await until(() => save.isEnabled(), 90_000);
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    return voice;
  }

  card(index = 0): Locator {
    return this.cards.nth(index);
  }
}
