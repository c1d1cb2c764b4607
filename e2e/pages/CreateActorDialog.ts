import type { Page } from 'playwright-core';
import createEn from '../../apps/web/src/features/actors/create/i18n/en.json';

/** The create-actor dialog (creation.md §2), wherever it is opened from. */
export class CreateActorDialog {
  readonly t = createEn.createActor;

  constructor(readonly page: Page) {}

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
}
