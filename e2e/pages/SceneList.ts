import type { Locator, Page } from 'playwright-core';
import generationEn from '../../apps/web/src/features/generation/i18n/en.json';
import { fill } from '../support/copy';

type ScenesCopy = typeof generationEn.generation.scenes;

/** The composer's scenes (issue 27): Add scene, each scene card, the transition and the total. */
export class SceneList {
  constructor(
    readonly page: Page,
    readonly t: ScenesCopy = generationEn.generation.scenes,
  ) {}

  get addButton() {
    return this.page.getByRole('button', { name: this.t.add, exact: true });
  }
  get cards() {
    return this.page.getByTestId('scene-card');
  }
  card(number: number): Locator {
    return this.cards.nth(number - 1);
  }
  script(number: number) {
    return this.page.getByRole('textbox', {
      name: fill(this.t.scriptLabel, { number }),
      exact: true,
    });
  }
  /** The button naming scene `number`'s actor (it opens the actor picker for that scene). */
  actorButton(number: number) {
    return this.card(number).getByRole('button', {
      name: new RegExp(`^${fill(this.t.changeActor, { number, name: '' })}`),
    });
  }
  actorName(number: number) {
    return this.card(number).getByTestId('scene-actor').textContent();
  }
  handle(number: number) {
    return this.page.getByRole('button', { name: fill(this.t.drag, { number }), exact: true });
  }
  get total() {
    return this.page.getByTestId('scenes-total');
  }
  transition(label: string) {
    return this.page.getByRole('radio', { name: label, exact: true });
  }
}
