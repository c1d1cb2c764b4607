import type { Page } from 'playwright-core';
import createEn from '../../apps/web/src/features/actors/create/i18n/en.json';
import { testTime } from '../support/testTime';
import { until } from './CreationPage';
import { VoiceLibraryPage } from './VoiceLibraryPage';

/** The create-actor dialog (creation.md §2, §4): photo, crop, consent, name, voice, Create. */
export class CreateActorDialog {
  readonly t = createEn.createActor;
  /** The voice-upload dialog its Upload a recording button opens (the voice library's own dialog). */
  readonly voices: VoiceLibraryPage;

  constructor(readonly page: Page) {
    this.voices = new VoiceLibraryPage(page);
  }

  get dialog() {
    return this.page.getByRole('dialog', { name: this.t.title });
  }
  get cropDialog() {
    return this.page.getByRole('dialog', { name: this.t.crop.title });
  }
  get consent() {
    return this.dialog.getByRole('checkbox');
  }
  get fileInput() {
    return this.dialog.locator('input[type="file"]');
  }
  get nameField() {
    return this.dialog.getByRole('textbox', { name: this.t.name.label, exact: true });
  }
  button(name: string) {
    return this.dialog.getByRole('button', { name, exact: true });
  }
  kind(kind: 'image' | 'video') {
    return this.dialog.getByText(this.t.kind[kind], { exact: true });
  }
  /** The draft's step (creation.md §4). */
  async step() {
    return Number(await this.page.locator('[data-step]').getAttribute('data-step'));
  }
  voice(name: string) {
    return this.dialog.getByRole('radio', { name: new RegExp(`^${name}`) });
  }
  /** The radio itself is visually hidden; its row (a label) is what a person clicks. */
  async chooseVoice(name: string) {
    await this.dialog.locator('label').filter({ hasText: name }).click();
    await until(() => this.voice(name).isChecked(), 10_000);
  }

  /** Ticks consent, uploads the photo and waits for the crop dialog that follows. */
  async uploadPhoto(file: string) {
    await this.consent.click();
    await this.fileInput.setInputFiles(file);
    await this.cropDialog.waitFor({ timeout: testTime(60_000) });
  }

  /** Upload a recording: a spoken recording matched offline in the voice-upload dialog, then chosen. */
  async matchNewVoice(wav: string): Promise<string> {
    await this.button(this.t.voice.upload).click();
    const v = this.voices;
    await v.dialog.waitFor();
    await v.upload(wav);
    const name = await v.nameField.inputValue();
    await until(() => v.cloneButton.isEnabled(), 30_000);
    await v.cloneButton.click();
    await v.saveButton.waitFor({ timeout: testTime(180_000) });
    await v.saveButton.click();
    await v.dialog.waitFor({ state: 'hidden' });
    await until(() => this.voice(name).isChecked(), 30_000);
    return name;
  }
}
