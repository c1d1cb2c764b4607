import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CreationPage, until } from '../pages/CreationPage';
import { PickerDialogs } from '../pages/PickerDialogs';
import { callAs, storedToken } from '../support/api';
import { launchBrowser, newUserPage, screenshot } from '../support/browser';
import { fill } from '../support/copy';
import { signUpThroughApi } from '../support/signUpThroughApi';
import { testTime } from '../support/testTime';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

let browser: Browser;
let page: Page;
let dialogs: PickerDialogs;
let token: string;
let picked: string[] = [];

/** The stock library is seeded when the server starts; wait until pictures are in. */
async function waitForStockActors(min: number) {
  await until(async () => {
    const { total } = await callAs<{ total: number }>(env.baseUrl, token, '/actor/show', {
      page: 1,
      page_size: 1,
    });
    return total >= min;
  }, 200_000);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newUserPage(browser);
  await signUpThroughApi(page, env);
  token = await storedToken(page);
  const creation = new CreationPage(page);
  await creation.waitForTree();
  await creation.createProject();
  dialogs = new PickerDialogs(page);
  // The suite seeds a few stock actors (STOCK_LIMIT, 4 by default); three are ticked below.
  await waitForStockActors(Math.min(4, Number(process.env.STOCK_LIMIT ?? 4)));
  // Seeding the stock library competes with the sign-up for a 2-core machine.
}, testTime(240_000));
afterAll(() => browser?.close());

describe('actor picker (creation.md §2)', () => {
  it('lists the library, filters it, keeps favourites and adds the ticked actors', async () => {
    await dialogs.openPicker();
    await dialogs.actorCards.first().waitFor();
    await dialogs.waitForPictures(dialogs.picker);
    await screenshot(page, 'picker-all-en');

    const names = await dialogs.actorCards.evaluateAll((els) =>
      els.slice(0, 3).map((el) => el.getAttribute('aria-label') ?? ''),
    );
    picked = names.map((n) => n.replace(fill(dialogs.a.card.select, { name: '' }), ''));

    // Favourite the first actor; it shows under Favorites.
    await dialogs.actorCard(picked[0]).hover();
    await dialogs.picker
      .getByRole('button', { name: fill(dialogs.a.card.favorite, { name: picked[0] }) })
      .click();
    await dialogs.picker.getByRole('tab', { name: dialogs.a.tabs.fav }).click();
    await until(async () => (await dialogs.actorCards.count()) === 1);
    expect(await dialogs.actorCards.first().getAttribute('aria-label')).toBe(
      fill(dialogs.a.card.select, { name: picked[0] }),
    );
    await dialogs.picker.getByRole('tab', { name: dialogs.a.tabs.all }).click();

    // Filters: a panel of groups; chosen values become chips that remove themselves.
    await dialogs.picker.getByRole('button', { name: dialogs.a.filters.button }).click();
    const panel = page.getByRole('dialog', { name: dialogs.a.filters.title });
    await panel.waitFor();
    await panel.getByRole('button', { name: dialogs.a.filters.values.gender.female }).click();
    await page.waitForLoadState('networkidle');
    await dialogs.waitForPictures(dialogs.picker);
    await screenshot(page, 'picker-filters-en');
    await panel.getByRole('button', { name: dialogs.a.filters.values.skin_tones.Tan }).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'picker-filter-chips-en');
    const chips = dialogs.picker.getByRole('list', { name: dialogs.a.filters.chosen });
    await chips.getByRole('button', { name: dialogs.a.filters.clear }).click();
    await chips.waitFor({ state: 'detached' });

    // Tick three actors and add them.
    await dialogs.actorCards.first().waitFor();
    for (const name of picked) await dialogs.actorCard(name).click();
    await dialogs.selectionBar.waitFor();
    expect(await dialogs.selectionBar.textContent()).toContain(
      fill(dialogs.a.bar.selected_other, { count: 3 }),
    );
    await dialogs.actorCard(picked[2]).hover();
    await dialogs.waitForPictures(dialogs.picker);
    await screenshot(page, 'picker-selected-en');
    await dialogs.selectionBar.getByRole('button', { name: dialogs.a.bar.add }).click();
    await dialogs.picker.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: fill(dialogs.g.actors.count_other, { count: 3 }) })
      .waitFor();
  });

  it('reopens with the project actors ticked and saves a change', async () => {
    await page
      .getByRole('button', { name: fill(dialogs.g.actors.count_other, { count: 3 }) })
      .click();
    await page.getByRole('button', { name: dialogs.g.actors.addOne }).click();
    await dialogs.picker.waitFor();
    await dialogs.actorCard(picked[2]).waitFor();
    expect(await dialogs.actorCard(picked[2]).getAttribute('aria-pressed')).toBe('true');
    const save = dialogs.selectionBar.getByRole('button', { name: dialogs.a.bar.save });
    expect(await save.isDisabled()).toBe(true);
    await dialogs.actorCard(picked[2]).click();
    await save.click();
    await dialogs.picker.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: fill(dialogs.g.actors.count_other, { count: 2 }) })
      .waitFor();
  });
});

describe('audio settings dialog (creation.md §2)', () => {
  it('lists voices, previews the chosen one (verifying it) and saves voice and speed', async () => {
    await dialogs.openAudioFor(picked[0], 2);
    await dialogs.voiceRadios.first().waitFor();
    await page.waitForTimeout(2200); // the current voice's row highlight fades after 2 s
    await screenshot(page, 'audio-table-en');

    const save = dialogs.audio.getByRole('button', { name: dialogs.v.dialog.save, exact: true });
    // Any voice but the actor's current one.
    const rows = await dialogs.voiceRadios.evaluateAll((els) =>
      els.map((el) => ({
        name: el.getAttribute('aria-label') ?? '',
        checked: (el as HTMLInputElement).checked,
      })),
    );
    const label = rows.find((r) => !r.checked)?.name ?? '';
    const target = label.replace(fill(dialogs.v.select, { name: '' }), '');
    await dialogs.voice(target).click();
    expect(await save.isDisabled()).toBe(true);

    const slider = dialogs.audio.getByRole('slider', { name: dialogs.v.speed.label });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await dialogs.audio.getByText('1.2x').waitFor();

    await dialogs.audio.getByRole('button', { name: dialogs.v.preview.generate }).click();
    await dialogs.audio
      .getByRole('button', { name: dialogs.v.preview.pause })
      .or(dialogs.audio.getByRole('button', { name: dialogs.v.preview.play }))
      .waitFor({ timeout: testTime(120_000) });
    await until(() => save.isEnabled());
    await screenshot(page, 'audio-preview-en');

    await dialogs.audio.getByRole('button', { name: dialogs.v.view.cards }).click();
    await page.waitForTimeout(300);
    await screenshot(page, 'audio-cards-en');

    await save.click();
    await dialogs.audio.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: fill(dialogs.g.actors.count_other, { count: 2 }) })
      .click();
    await page
      .getByText(fill(dialogs.g.actors.voiceSpeed, { voice: target, speed: '1.2' }))
      .waitFor();
    await page.keyboard.press('Escape');
  });

  it('refuses a search name over 100 characters', async () => {
    await dialogs.openAudioFor(picked[0], 2);
    await dialogs.voiceRadios.first().waitFor();
    await dialogs.audio
      .getByRole('searchbox', { name: dialogs.v.search.label })
      .fill('x'.repeat(101));
    await page.getByText(dialogs.v.search.tooLong.title).waitFor();
    await screenshot(page, 'audio-name-too-long-en');
    await page.keyboard.press('Escape');
  });
});

describe('pickers in Chinese', () => {
  it('shows both dialogs translated', async () => {
    const zhPage = await newUserPage(browser, { locale: 'zh-CN' });
    await signUpThroughApi(zhPage, env, { language: 'zh' });
    const creation = new CreationPage(zhPage, 'zh');
    await creation.waitForTree();
    await creation.createProject();
    const zh = new PickerDialogs(zhPage, 'zh');
    await zh.openPicker();
    await zh.actorCards.first().waitFor();
    await zh.waitForPictures(zh.picker);
    await screenshot(zhPage, 'picker-all-zh');
    const label = (await zh.actorCards.first().getAttribute('aria-label')) ?? '';
    const name = label.replace(fill(zh.a.card.select, { name: '' }), '');
    await zh.actorCards.first().click();
    await zh.selectionBar.getByRole('button', { name: zh.a.bar.add }).click();
    await zh.picker.waitFor({ state: 'detached' });
    await zh.openAudioFor(name, 1);
    await zh.voiceRadios.first().waitFor();
    await zhPage.waitForTimeout(2200);
    await screenshot(zhPage, 'audio-table-zh');
    await zhPage.context().close();
  });
});
