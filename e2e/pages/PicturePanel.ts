import type { Page } from 'playwright-core';
import generationEn from '../../apps/web/src/features/generation/i18n/en.json';

type PictureCopy = typeof generationEn.generation.picture;

/** The composer's picture panel (issue 26): its toggle, choices and live preview. */
export class PicturePanel {
  constructor(
    readonly page: Page,
    readonly t: PictureCopy = generationEn.generation.picture,
  ) {}

  get toggle() {
    return this.page.getByRole('button', { name: new RegExp(`^${this.t.title}`) });
  }
  get panel() {
    return this.page.getByTestId('picture-panel');
  }
  get preview() {
    return this.page.getByTestId('picture-preview');
  }
  get logo() {
    return this.page.getByTestId('preview-logo');
  }

  async open() {
    if ((await this.toggle.getAttribute('aria-expanded')) !== 'true') await this.toggle.click();
    await this.preview.waitFor();
  }
  /** Ticks a radio of the panel (format, resolution, background type, layout) by its label. */
  async choose(label: string) {
    await this.panel.getByRole('radio', { name: label, exact: true }).check({ force: true });
  }
  /** Picks a stock background (the first of the list unless named); returns its name. */
  async chooseStock(name?: string): Promise<string> {
    await this.choose(this.t.backgrounds.stock);
    const list = this.panel.getByRole('list', { name: this.t.stock });
    const button = name
      ? list.getByRole('button', { name, exact: true })
      : list.getByRole('button').first();
    await button.waitFor();
    const chosen = (await button.getAttribute('aria-label')) ?? '';
    await button.click();
    return chosen;
  }
  get logoSwitch() {
    return this.panel.getByRole('switch', { name: this.t.brandLogo });
  }
}
