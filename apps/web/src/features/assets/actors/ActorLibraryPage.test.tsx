import {
  ACTOR_LIBRARY_SKELETONS,
  ActorGenerateType,
  Code,
  MEDIA_LINK_REFRESH_MS,
  POLL_INTERVAL_MS,
} from '@talkreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { advance, advanceUntil } from '../../../test/fakeClock';
import { fakeServer, ok, refuse } from '../../../test/fakeServer';
import { fakeLayout } from '../../actors/testing/layout';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { failedRow, generatingRow, myActorRow, myActorsPage } from './testing/fixtures';
import { renderActorLibrary } from './testing/renderActorLibrary';

beforeAll(() => {
  fillBrowserGaps();
  // jsdom plays no media; the cards' hover playback only needs the calls to exist.
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => {};
});

let restoreLayout: () => void;
beforeEach(() => {
  // Wide and tall enough for every row of the virtualised grid to be on screen.
  restoreLayout = fakeLayout({ width: 800, height: 6000, scrollHeight: 6000 });
});
afterEach(() => restoreLayout());

const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const ada = myActorRow(1, 'Ada', { created_at: today.toISOString() });
const bob = myActorRow(2, 'Bob', { is_favorite: true, created_at: '2024-03-05T10:07:00.000Z' });
const cooking = generatingRow(3, 'Cooking photo');
const footage = generatingRow(4, 'Cooking footage', { generate_type: ActorGenerateType.VIDEO });
const broken = failedRow(
  5,
  'Broken',
  'No face was found: use a photo or video showing one face from the front',
);
const stock = myActorRow(6, 'Not mine', { is_my_actor: false });
// A malformed item (its name is missing) is kept as an unusual card.
const odd = { ...myActorRow(7, 'Odd'), name: 42 };

const listKey = 'POST /video/user-actor-template-videos';
const libraryServer = (rows: unknown[], extra: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({ [listKey]: () => ok(myActorsPage(rows)), ...extra });
const card = (name: string) => screen.getByRole('article', { name });
const menuOf = (name: string) => screen.getByRole('button', { name: `More actions for ${name}` });

describe('actor library (/assets/actor/)', () => {
  it('shows the add card and 40 skeletons, then each actor with its state, name and date', async () => {
    let answer: (v: ReturnType<typeof ok>) => void = () => {};
    const server = fakeServer({ [listKey]: () => new Promise((resolve) => (answer = resolve)) });
    const { onAdd } = renderActorLibrary();
    await userEvent.click(screen.getByRole('button', { name: /Create actor/ }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(screen.getAllByTestId('actor-card-skeleton')).toHaveLength(ACTOR_LIBRARY_SKELETONS);
    await waitFor(() => expect(server.callsTo(listKey)).toHaveLength(1));
    expect(server.callsTo(listKey)[0]?.body).toEqual({ current_page: 1, page_size: 1000 });
    answer(ok(myActorsPage([ada, bob, cooking, footage, broken, odd])));

    await screen.findByRole('article', { name: 'Ada' });
    expect(screen.queryAllByTestId('actor-card-skeleton')).toHaveLength(0);
    expect(screen.getByText('6 actors')).toBeInTheDocument();
    const time = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
    expect(within(card('Ada')).getByText(`Today ${time(today)}`)).toBeInTheDocument();
    const old = new Date('2024-03-05T10:07:00.000Z');
    expect(
      within(card('Bob')).getByText(
        `24/${pad(old.getMonth() + 1)}/${pad(old.getDate())} ${time(old)}`,
      ),
    ).toBeInTheDocument();
    // Ready: poster and video, Apply on hover.
    const video = card('Ada').querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/own/1/idle-small.mp4');
    expect(video?.getAttribute('poster')).toBe('/media/own/1/poster.jpg');
    expect(within(card('Ada')).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    // Generating: the image or the video message and its usual time (nothing measured); no Apply.
    expect(
      within(card('Cooking photo')).getByText('Generating from your image…'),
    ).toBeInTheDocument();
    expect(within(card('Cooking photo')).getByText('About 10 to 20 minutes')).toBeInTheDocument();
    expect(
      within(card('Cooking footage')).getByText('Generating from your video…'),
    ).toBeInTheDocument();
    expect(within(card('Cooking footage')).getByText('About 3 to 6 hours')).toBeInTheDocument();
    expect(within(card('Cooking photo')).queryByRole('button', { name: 'Apply' })).toBeNull();
    // Failed: the message, the reason, and a click regenerates.
    expect(within(card('Broken')).getByText('Image generation failed')).toBeInTheDocument();
    expect(within(card('Broken')).getByText(/No face was found/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regenerate Broken' })).toBeInTheDocument();
    // Unusual: a link to support.
    const unusual = document.querySelector('[data-state="unusual"]') as HTMLElement;
    expect(within(unusual).getByRole('link', { name: /Contact support/ })).toHaveAttribute('href');
  });

  it('asks again every 10 s while an actor is being made, then only to keep its links fresh', async () => {
    vi.useFakeTimers();
    let rows: unknown[] = [ada, cooking];
    const server = fakeServer({ [listKey]: () => ok(myActorsPage(rows)) });
    renderActorLibrary();
    await advanceUntil(() => card('Cooking photo'));
    expect(server.callsTo(listKey)).toHaveLength(1);
    await advance(POLL_INTERVAL_MS - 100);
    expect(server.callsTo(listKey)).toHaveLength(1);
    rows = [ada, myActorRow(3, 'Cooking photo')];
    await advance(200);
    expect(server.callsTo(listKey)).toHaveLength(2);
    await advanceUntil(() => expect(card('Cooking photo')).toHaveAttribute('data-state', 'ready'));
    await advance(POLL_INTERVAL_MS * 3);
    expect(server.callsTo(listKey)).toHaveLength(2);
    // Its pictures and videos are signed links: a library left open asks for fresh ones.
    await advance(MEDIA_LINK_REFRESH_MS);
    expect(server.callsTo(listKey)).toHaveLength(3);
  });

  it("a generating actor shows the server's progress: its bar, time left and actors ahead (issue 24)", async () => {
    vi.useFakeTimers();
    let rows: unknown[] = [
      generatingRow(3, 'Cooking photo', {
        progress: { percent: 30, ahead: 0, remaining_seconds: 140 },
      }),
      generatingRow(4, 'Queued photo', {
        generate_status: 0,
        progress: { percent: 0, ahead: 1, remaining_seconds: 340 },
      }),
    ];
    fakeServer({ [listKey]: () => ok(myActorsPage(rows)) });
    renderActorLibrary();
    const making = await advanceUntil(() => within(card('Cooking photo')));
    expect(making.getByText('About 3 min left')).toBeInTheDocument();
    expect(making.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    const queued = within(card('Queued photo'));
    expect(queued.getByText('1 actor ahead of yours')).toBeInTheDocument();
    expect(queued.getByText('About 6 min left')).toBeInTheDocument();
    expect(screen.queryByText('About 10 to 20 minutes')).toBeNull();
    // The next poll's figures replace the counted-down ones.
    rows = [
      generatingRow(3, 'Cooking photo', {
        progress: { percent: 90, ahead: 0, remaining_seconds: 20 },
      }),
    ];
    await advance(POLL_INTERVAL_MS + 100);
    await advanceUntil(() => expect(making.getByText('About 20 s left')).toBeInTheDocument());
  });

  it('regenerates a failed actor on click: generating at once, back to failed if the call fails', async () => {
    let release: () => void = () => {};
    let answer: () => ReturnType<typeof ok> = () => refuse(Code.SLOW_DOWN, 'Slow Down');
    const server = libraryServer([ada, broken], {
      'POST /video/retry-failed-template': async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return answer();
      },
    });
    const user = userEvent.setup();
    renderActorLibrary();
    await user.click(await screen.findByRole('button', { name: 'Regenerate Broken' }));
    // Shown as generating before the server answers.
    expect(card('Broken')).toHaveAttribute('data-state', 'generating');
    expect(server.callsTo('POST /video/retry-failed-template')[0]?.body).toEqual({
      template_id: 'own-5',
    });
    release();
    await waitFor(() => expect(card('Broken')).toHaveAttribute('data-state', 'failed'));

    answer = () => ok({ status: 0 });
    const listed = server.callsTo(listKey).length;
    await user.click(screen.getByRole('button', { name: 'Regenerate Broken' }));
    expect(card('Broken')).toHaveAttribute('data-state', 'generating');
    release();
    // The list is asked again after a successful retry.
    await waitFor(() => expect(server.callsTo(listKey).length).toBe(listed + 1));
  });

  it("shows a failed actor's reason in the user's language", async () => {
    await i18n.changeLanguage('de');
    libraryServer([broken]);
    renderActorLibrary();
    const failed = await screen.findByRole('article', { name: 'Broken' });
    expect(
      within(failed).getByText(
        'Kein Gesicht gefunden: Verwende ein Foto oder Video mit einem Gesicht von vorn',
      ),
    ).toBeInTheDocument();
    expect(within(failed).queryByText(/No face was found/)).toBeNull();
  });

  it('has a menu only on own actors: rename, download and delete when ready; delete off while made', async () => {
    libraryServer([ada, cooking, stock]);
    const user = userEvent.setup();
    renderActorLibrary();
    await screen.findByRole('article', { name: 'Ada' });
    expect(screen.queryByRole('button', { name: 'More actions for Not mine' })).toBeNull();

    await user.click(menuOf('Ada'));
    let menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Rename', 'Download', 'Delete']);
    await user.keyboard('{Escape}');

    await user.click(menuOf('Cooking photo'));
    menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Rename', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('renames inline at once, and puts the old name back when it is a duplicate', async () => {
    let duplicate = true;
    const server = libraryServer([ada, bob], {
      'POST /users/rename-actor-template': () => ok({ is_duplicate: duplicate }),
    });
    const user = userEvent.setup();
    renderActorLibrary();
    await screen.findByRole('article', { name: 'Ada' });
    await user.click(menuOf('Ada'));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'Actor name' });
    await user.clear(field);
    await user.type(field, 'Bob');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(server.callsTo('POST /users/rename-actor-template')[0]?.body).toEqual({
      actor_id: 'own-1',
      actor_name: 'Bob',
      user_id: '',
    });
    expect(await screen.findByText('Actor name already exists')).toBeInTheDocument();
    await waitFor(() => expect(card('Ada')).toBeInTheDocument());

    duplicate = false;
    await user.click(menuOf('Ada'));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const again = await screen.findByRole('textbox', { name: 'Actor name' });
    await user.clear(again);
    await user.type(again, 'Ada Lovelace{Enter}');
    expect(card('Ada Lovelace')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('POST /users/rename-actor-template')).toHaveLength(2),
    );
    expect(card('Ada Lovelace')).toBeInTheDocument();

    // Escape cancels; an unchanged name sends nothing.
    await user.click(menuOf('Ada Lovelace'));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    await user.type(await screen.findByRole('textbox', { name: 'Actor name' }), 'x{Escape}');
    expect(card('Ada Lovelace')).toBeInTheDocument();
    expect(server.callsTo('POST /users/rename-actor-template')).toHaveLength(2);
  });

  it('favourites at once and rolls back when the call fails', async () => {
    let release: () => void = () => {};
    let fail = true;
    const server = libraryServer([ada], {
      'POST /user-customize-actor-template/toggle-favorite': async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return fail ? refuse(Code.OPERATION_FAILED, 'Operation failed') : ok({ is_favorite: true });
      },
    });
    const user = userEvent.setup();
    renderActorLibrary();
    const star = () => within(card('Ada')).getByRole('button', { name: /favorites/ });
    await user.click(await screen.findByRole('button', { name: 'Add Ada to favorites' }));
    // Shown at once, before the server answers.
    expect(star()).toHaveAttribute('aria-pressed', 'true');
    expect(server.callsTo('POST /user-customize-actor-template/toggle-favorite')[0]?.body).toEqual({
      customize_actor_template_id: 'own-1',
    });
    release();
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'false'));

    fail = false;
    await user.click(star());
    release();
    await waitFor(() =>
      expect(server.callsTo('POST /user-customize-actor-template/toggle-favorite')).toHaveLength(2),
    );
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'true'));
  });

  it('deletes after the confirmation, at once, and restores the card when the call fails', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = libraryServer([ada, bob], {
      'POST /actor/delete': async () => {
        await gate;
        return refuse(Code.OPERATION_FAILED, 'Operation failed');
      },
    });
    const user = userEvent.setup();
    renderActorLibrary();
    await screen.findByRole('article', { name: 'Ada' });
    await user.click(menuOf('Ada'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Ada?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ada' })).toBeNull());
    expect(server.callsTo('POST /actor/delete')[0]?.body).toEqual({ id: 'own-1' });
    release();
    expect(await screen.findByRole('article', { name: 'Ada' })).toBeInTheDocument();
  });

  it('opens the create-actor dialog from the add card, in place', async () => {
    libraryServer([ada]);
    const user = userEvent.setup();
    const { path } = renderActorLibrary({ withDialog: true });
    await screen.findByRole('article', { name: 'Ada' });
    await user.click(screen.getByRole('button', { name: /Create actor/ }));
    expect(await screen.findByRole('dialog', { name: 'Create an actor' })).toBeInTheDocument();
    expect(path()).toBe('/assets/actor/');
  });
});
