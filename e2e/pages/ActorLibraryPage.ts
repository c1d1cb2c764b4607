import type { Locator, Page } from 'playwright-core';
import actorsEn from '../../apps/web/src/features/actors/i18n/en.json';
import assetsEn from '../../apps/web/src/features/assets/i18n/en.json';
import appEn from '../../apps/web/src/i18n/en.json';
import { fill } from '../support/copy';
import { until } from './CreationPage';

/** /assets/actor/: the own-actor library, its preview and choose-project modals. */
export class ActorLibraryPage {
  readonly t = assetsEn.assets.actors;
  readonly card_ = actorsEn.actors.card;

  constructor(readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/assets/actor/`);
    await this.loaded();
  }

  /** Through the rail's Assets entry and the Actors tab, as a user finds it. */
  async openFromRail() {
    await this.page
      .getByRole('navigation', { name: appEn.shell.navigation })
      .getByRole('link', { name: appEn.shell.assets, exact: true })
      .click();
    await this.page
      .getByRole('navigation', { name: assetsEn.assets.nav })
      .getByRole('link', { name: appEn.pages.actors, exact: true })
      .click();
    await this.page.waitForURL((url) => url.pathname === '/assets/actor/');
    await this.loaded();
  }

  private async loaded() {
    await this.grid.waitFor();
    await until(async () => (await this.page.getByTestId('actor-card-skeleton').count()) === 0);
  }

  get grid() {
    return this.page.getByTestId('actor-library-grid');
  }
  get addCard() {
    return this.grid.getByRole('button', { name: new RegExp(`^${this.t.add}`) });
  }
  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }
  state(name: string) {
    return this.card(name).getAttribute('data-state');
  }
  starButton(name: string) {
    return this.card(name).getByRole('button', { name: /favorites$/ });
  }
  applyButton(name: string) {
    return this.card(name).getByRole('button', { name: this.t.apply, exact: true });
  }
  menu(name: string) {
    return this.card(name).getByRole('button', { name: fill(this.t.menu.open, { name }) });
  }
  get preview() {
    return this.page.getByRole('dialog', { name: /^Preview of / });
  }
  get chooseProject() {
    return this.page.getByRole('dialog', { name: this.t.choose.title });
  }

  /** Waits for the card's video or poster to have drawn, so a screenshot shows it. */
  async posterDrawn(name: string) {
    await this.card(name)
      .locator('video')
      .evaluate(
        (video: HTMLVideoElement) =>
          new Promise<void>((resolve) => {
            if (!video.poster) return resolve();
            const img = new Image();
            img.onload = () => resolve();
            img.onerror = () => resolve();
            img.src = video.poster;
          }),
      );
  }

  /** Renames through the card's menu: the inline field, then its confirm button. */
  async rename(from: string, to: string) {
    await this.card(from).hover();
    await this.menu(from).click();
    await this.page.getByRole('menuitem', { name: this.t.menu.rename, exact: true }).click();
    const field = this.page.getByRole('textbox', { name: this.t.rename.label, exact: true });
    await field.fill(to);
    await this.page.getByRole('button', { name: this.t.rename.confirm, exact: true }).click();
    await this.card(to).waitFor();
  }
}
