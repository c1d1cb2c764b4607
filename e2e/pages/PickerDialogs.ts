import type { Locator, Page } from 'playwright-core';
import actorsEn from '../../apps/web/src/features/actors/i18n/en.json';
import actorsZh from '../../apps/web/src/features/actors/i18n/zh.json';
import generationEn from '../../apps/web/src/features/generation/i18n/en.json';
import generationZh from '../../apps/web/src/features/generation/i18n/zh.json';
import voicesEn from '../../apps/web/src/features/voices/i18n/en.json';
import voicesZh from '../../apps/web/src/features/voices/i18n/zh.json';
import { fill } from '../support/copy';
import { testTime } from '../support/testTime';

const copies = {
  en: { ...actorsEn, ...voicesEn, ...generationEn },
  zh: { ...actorsZh, ...voicesZh, ...generationZh },
};

/** The actor picker and the audio settings dialog, opened from the project page. */
export class PickerDialogs {
  readonly a: typeof actorsEn.actors;
  readonly v: typeof voicesEn.voices;
  readonly g: typeof generationEn.generation;

  constructor(
    readonly page: Page,
    lang: keyof typeof copies = 'en',
  ) {
    this.a = copies[lang].actors as typeof actorsEn.actors;
    this.v = copies[lang].voices as typeof voicesEn.voices;
    this.g = copies[lang].generation as typeof generationEn.generation;
  }

  get picker(): Locator {
    return this.page.getByRole('dialog', { name: this.a.picker.title });
  }
  get audio(): Locator {
    return this.page.getByRole('dialog', { name: this.v.dialog.title });
  }
  /** The picker's actor cards, named "Select {name}". */
  get actorCards(): Locator {
    return this.picker.getByRole('button', {
      name: new RegExp(`^${fill(this.a.card.select, { name: '' })}`),
    });
  }
  actorCard(name: string): Locator {
    return this.picker.getByRole('button', {
      name: fill(this.a.card.select, { name }),
      exact: true,
    });
  }
  get selectionBar(): Locator {
    return this.picker.getByRole('region', { name: this.a.bar.label });
  }
  /** Radio "Use {name}" of a voice row or card. */
  voice(name: string): Locator {
    return this.audio.getByRole('radio', { name: fill(this.v.select, { name }), exact: true });
  }
  get voiceRadios(): Locator {
    return this.audio.getByRole('radio');
  }

  /** Waits until every picture in `scope` has loaded (so screenshots show them). */
  async waitForPictures(scope: Locator) {
    const deadline = Date.now() + testTime(20_000);
    while (Date.now() < deadline) {
      const done = await scope
        .locator('img')
        .evaluateAll((imgs) =>
          imgs.every(
            (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
          ),
        );
      if (done) return;
      await this.page.waitForTimeout(100);
    }
    throw new Error('pictures did not load within 20 s');
  }

  async openPicker() {
    await this.page.getByRole('button', { name: this.g.actors.add, exact: true }).click();
    await this.picker.waitFor();
  }
  /** Opens the audio dialog of an attached actor through the actor strip. */
  async openAudioFor(name: string, count: number) {
    await this.page
      .getByRole('button', { name: fill(this.g.actors.count_other, { count }) })
      .click();
    await this.page
      .getByRole('button', { name: fill(this.g.actors.audioSettings, { name }), exact: true })
      .click();
    await this.audio.waitFor();
  }
}
