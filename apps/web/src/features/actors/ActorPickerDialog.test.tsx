import { ACTOR_SKELETONS, Code } from '@talkreel/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceUntil } from '../../test/fakeClock';
import { fakeServer, ok, refuse } from '../../test/fakeServer';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { myVoicePage } from '../voices/upload/testing/fixtures';
import { ActorPickerDialog } from './ActorPickerDialog';
import { actorPage, actorRow } from './testing/fixtures';
import { fakeLayout } from './testing/layout';
import { renderDialog } from './testing/renderDialog';
import type { PickedActor } from './types';
import { ACTOR_FILTER_STORAGE_KEY } from './useActorPickerStore';

beforeAll(fillBrowserGaps);

let restoreLayout: () => void;
beforeEach(() => {
  // A 800 x 600 viewport: five cards a row, about three rows on screen.
  restoreLayout = fakeLayout({ width: 800, height: 600, scrollHeight: 3000 });
});
afterEach(() => restoreLayout());

type ShowBody = {
  condition1: { condition: string };
  condition2: Record<string, string[]>;
  condition3: { order: string };
  page: number;
  page_size: number;
};

function open(props: Partial<Parameters<typeof ActorPickerDialog>[0]> = {}) {
  const onConfirm = vi.fn<(actors: PickedActor[]) => void>();
  const onOpenChange = vi.fn();
  const view = renderDialog(
    <ActorPickerDialog
      open
      onOpenChange={onOpenChange}
      selectedActorIds={[]}
      maxActors={10}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { ...view, onConfirm, onOpenChange };
}

const dialog = () => screen.getByRole('dialog', { name: 'Choose actors' });
const card = (name: string) => screen.getByRole('button', { name: `Select ${name}` });

describe('actor picker focus', () => {
  it('takes keyboard focus when it opens, so Tab stays inside it', async () => {
    fakeServer({ 'POST /actor/show': () => ok(actorPage(1, 0, [])) });
    // The button that opened it keeps focus unless the dialog takes it.
    const opener = document.createElement('button');
    opener.textContent = 'Add actors';
    document.body.append(opener);
    opener.focus();
    open();
    await waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement));
    const user = userEvent.setup();
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('actor picker list', () => {
  it('asks for 40 of all actors by popularity, showing the create card and 40 skeletons meanwhile', async () => {
    let answer: (v: ReturnType<typeof ok>) => void = () => {};
    const server = fakeServer({
      'POST /actor/show': () => new Promise((resolve) => (answer = resolve)),
    });
    open();
    await waitFor(() => expect(server.callsTo('POST /actor/show')).toHaveLength(1));
    expect(server.calls[0]?.body).toEqual({
      condition1: { condition: 'all' },
      condition2: {},
      condition3: { order: 'use_count' },
      page: 1,
      page_size: 40,
    });
    // The first card creates an actor; the grid is virtualised, so count what is rendered.
    expect(within(dialog()).getByRole('button', { name: /Create actor/ })).toBeInTheDocument();
    const grid = screen.getByTestId('actor-grid');
    const skeletons = grid.querySelectorAll('.animate-pulse').length;
    expect(skeletons).toBeGreaterThan(0);
    expect(skeletons).toBeLessThanOrEqual(ACTOR_SKELETONS);

    answer(ok(actorPage(1, 3)));
    expect(await screen.findByRole('button', { name: 'Select Actor 1' })).toBeInTheDocument();
    expect(grid.querySelectorAll('.animate-pulse')).toHaveLength(0);
    expect(screen.getByText('3 actors · add up to 10 to this project')).toBeInTheDocument();
  });

  it('renders only the rows on screen, with 40 skeletons for the first page', async () => {
    // A viewport tall enough for every skeleton row shows exactly 40 of them.
    restoreLayout();
    restoreLayout = fakeLayout({ width: 800, height: 5000, scrollHeight: 5000 });
    fakeServer({ 'POST /actor/show': () => new Promise(() => {}) });
    open();
    await waitFor(() =>
      expect(screen.getByTestId('actor-grid').querySelectorAll('.animate-pulse')).toHaveLength(
        ACTOR_SKELETONS,
      ),
    );
  });

  it('offers Most Popular only on the stock tabs: My Actors sorts newest first without it', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ 'POST /actor/show': () => ok(actorPage(1, 2)) });
    open();
    await screen.findByRole('button', { name: 'Select Actor 1' });
    const last = () => server.callsTo('POST /actor/show').at(-1)?.body as ShowBody;
    const sortItems = async () => {
      await user.click(screen.getByRole('button', { name: 'Sort actors' }));
      const items = await screen.findAllByRole('menuitemradio');
      const names = items.map((i) => i.textContent);
      await user.keyboard('{Escape}');
      return names;
    };
    expect(last().condition3).toEqual({ order: 'use_count' });
    expect(await sortItems()).toEqual(['Most Popular', 'Newly added', 'A to Z', 'Z to A']);

    await user.click(screen.getByRole('tab', { name: 'My Actors' }));
    await waitFor(() =>
      expect(last()).toMatchObject({
        condition1: { condition: 'my' },
        condition3: { order: 'newly_added' },
      }),
    );
    expect(screen.getByRole('button', { name: 'Sort actors' })).toHaveTextContent('Newly added');
    expect(await sortItems()).toEqual(['Newly added', 'A to Z', 'Z to A']);

    // The choice is kept: the stock tab sorts by popularity again (its list is the cached one).
    await user.click(screen.getByRole('tab', { name: 'All Actors' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sort actors' })).toHaveTextContent('Most Popular'),
    );
    expect(server.callsTo('POST /actor/show').map((c) => (c.body as ShowBody).condition3)).toEqual([
      { order: 'use_count' },
      { order: 'newly_added' },
    ]);
  });

  it('sends the tab, the sort and the filters, and a chosen filter chip removes itself', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ 'POST /actor/show': () => ok(actorPage(1, 2)) });
    open();
    await screen.findByRole('button', { name: 'Select Actor 1' });
    const last = () => server.callsTo('POST /actor/show').at(-1)?.body as ShowBody;

    await user.click(screen.getByRole('tab', { name: 'Favorites' }));
    await waitFor(() => expect(last().condition1).toEqual({ condition: 'fav' }));

    await user.click(screen.getByRole('button', { name: 'Sort actors' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'A to Z' }));
    await waitFor(() => expect(last().condition3).toEqual({ order: 'name_asc' }));

    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const panel = await screen.findByRole('dialog', { name: 'Filter actors' });
    await user.click(within(panel).getByRole('button', { name: 'Dark brown' }));
    await user.click(within(panel).getByRole('button', { name: 'Female' }));
    await waitFor(() =>
      expect(last().condition2).toEqual({ skin_tones: ['Dark-Brown'], gender: ['female'] }),
    );
    expect(within(panel).getByRole('button', { name: 'Female' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Clicking a chosen value in the panel removes it.
    await user.click(within(panel).getByRole('button', { name: 'Female' }));
    await waitFor(() => expect(last().condition2).toEqual({ skin_tones: ['Dark-Brown'] }));
    await user.keyboard('{Escape}');

    // The chosen value shows as a chip under the toolbar; clicking it removes the filter.
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Dark brown' }));
    await waitFor(() => expect(last().condition2).toEqual({}));
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).not.toBeInTheDocument();

    // The tab and order are kept locally for the next opening.
    const stored = JSON.parse(localStorage.getItem(ACTOR_FILTER_STORAGE_KEY) ?? '{}');
    expect(stored.state).toMatchObject({ condition: 'fav', order: 'name_asc', filters: {} });
  });

  it('asks for the next page only once the end of the grid is within 400 px', async () => {
    const server = fakeServer({
      'POST /actor/show': (call) => ok(actorPage((call.body as ShowBody).page, 100)),
    });
    open();
    await screen.findByRole('button', { name: 'Select Actor 1' });
    const grid = screen.getByTestId('actor-grid');
    const pages = () => server.callsTo('POST /actor/show').map((c) => (c.body as ShowBody).page);

    // 3000 px of content in a 600 px window: 2000 px from the top leaves 400 px... minus 1.
    grid.scrollTop = 1999;
    fireEvent.scroll(grid);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(pages()).toEqual([1]);

    grid.scrollTop = 2000;
    fireEvent.scroll(grid);
    await waitFor(() => expect(pages()).toEqual([1, 2]));
    fireEvent.scroll(grid);
    await waitFor(() => expect(pages()).toEqual([1, 2, 3]));
  });

  it('plays the compressed idle video while a card is hovered', async () => {
    fakeServer({ 'POST /actor/show': () => ok(actorPage(1, 1)) });
    open();
    const button = await screen.findByRole('button', { name: 'Select Actor 1' });
    const cardBox = button.parentElement as HTMLElement;
    expect(cardBox.querySelector('video')).toBeNull();
    fireEvent.mouseEnter(cardBox);
    expect(cardBox.querySelector('video')).toHaveAttribute('src', '/media/actors/1-small.mp4');
    fireEvent.mouseLeave(cardBox);
    expect(cardBox.querySelector('video')).toBeNull();
  });

  it('shows a retry when the list cannot load', async () => {
    // The quiet retry after a lost connection waits 1 s: on a fake clock, never the machine's.
    vi.useFakeTimers();
    let fail = true;
    const server = fakeServer({
      'POST /actor/show': () => (fail ? 'network-error' : ok(actorPage(1, 1))),
    });
    open();
    // Steps of 250 ms: only that it comes matters here, and each step re-renders the whole grid.
    const retry = await advanceUntil(() => screen.getByRole('button', { name: 'Try again' }), {
      stepMs: 250,
    });
    expect(server.callsTo('POST /actor/show')).toHaveLength(2);
    fail = false;
    fireEvent.click(retry);
    expect(
      await advanceUntil(() => screen.getByRole('button', { name: 'Select Actor 1' }), {
        stepMs: 250,
      }),
    ).toBeInTheDocument();
  });

  it('keeps a malformed actor as an unavailable card instead of failing the page', async () => {
    fakeServer({
      'POST /actor/show': () =>
        ok(actorPage(1, 2, [actorRow(1), { ...actorRow(2), name: 42, image_url: null }])),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open();
    await screen.findByRole('button', { name: 'Select Actor 1' });
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Untitled actor' })).toBeDisabled();
  });
});

describe('actor favourites', () => {
  it('stars at once and puts the star back when the server refuses', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const server = fakeServer({
      'POST /actor/show': () => ok(actorPage(1, 2)),
      'POST /actor/toggle-starred': () =>
        new Promise((resolve) => {
          release = () => resolve(refuse(Code.OPERATION_FAILED, 'Please try again later.'));
        }),
    });
    open();
    await screen.findByRole('button', { name: 'Select Actor 1' });
    await user.click(screen.getByRole('button', { name: 'Add Actor 1 to favorites' }));
    // Optimistic: the star is on before the server answers.
    expect(
      await screen.findByRole('button', { name: 'Remove Actor 1 from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(server.callsTo('POST /actor/toggle-starred')[0]?.body).toEqual({ actor_id: 'actor-1' });

    release();
    expect(await screen.findByRole('button', { name: 'Add Actor 1 to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
  });

  it("draws a card's star when it is a favourite, hovered or focused, and its tick when ticked", async () => {
    const user = userEvent.setup();
    fakeServer({
      'POST /actor/show': () =>
        ok(actorPage(1, 2, [actorRow(1), actorRow(2, { is_favorite: true })])),
    });
    open();
    const select = await screen.findByRole('button', { name: 'Select Actor 1' });
    const star = screen.getByRole('button', { name: 'Add Actor 1 to favorites' });
    const card = select.parentElement as HTMLElement;
    // Hidden icons are not drawn at all: a wheel step mounts ~40 cards.
    expect(star.querySelector('svg')).toBeNull();
    expect(card.querySelector('[aria-hidden="true"] svg')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Remove Actor 2 from favorites' }).querySelector('svg'),
    ).not.toBeNull();

    fireEvent.mouseEnter(card);
    expect(star.querySelector('svg')).not.toBeNull();
    fireEvent.mouseLeave(card);
    expect(star.querySelector('svg')).toBeNull();

    // Reached by keyboard while the pointer is elsewhere, the star is still drawn.
    act(() => star.focus());
    expect(star.querySelector('svg')).not.toBeNull();
    act(() => star.blur());
    expect(star.querySelector('svg')).toBeNull();

    await user.click(select);
    expect(select).toHaveAttribute('aria-pressed', 'true');
    expect(card.querySelector('span[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('keeps the star the server confirms', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      'POST /actor/show': () => ok(actorPage(1, 1)),
      'POST /actor/toggle-starred': () => ok({ is_favorite: true }),
    });
    const { queryClient } = open();
    await screen.findByRole('button', { name: 'Select Actor 1' });
    await user.click(screen.getByRole('button', { name: 'Add Actor 1 to favorites' }));
    // Waits for the answer to be handled, however long that takes, rather than a fixed time.
    await waitFor(() => expect(server.callsTo('POST /actor/toggle-starred')).toHaveLength(1));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(
      screen.getByRole('button', { name: 'Remove Actor 1 from favorites' }),
    ).toBeInTheDocument();
  });
});

describe('actor selection', () => {
  it('adds the ticked actors, refusing more than maxActors', async () => {
    const user = userEvent.setup();
    fakeServer({ 'POST /actor/show': () => ok(actorPage(1, 5)) });
    const { onConfirm, onOpenChange } = open({ maxActors: 2 });
    await screen.findByRole('button', { name: 'Select Actor 1' });
    expect(screen.queryByRole('region', { name: 'Selected actors' })).not.toBeInTheDocument();

    await user.click(card('Actor 2'));
    await user.click(card('Actor 1'));
    const bar = screen.getByRole('region', { name: 'Selected actors' });
    expect(within(bar).getByTestId('selected-count')).toHaveTextContent('2 actors selected');

    await user.click(card('Actor 3'));
    expect(await screen.findByText('Actor limit reached')).toBeInTheDocument();
    expect(screen.getByText('A project can have up to 2 actors.')).toBeInTheDocument();
    expect(card('Actor 3')).toHaveAttribute('aria-pressed', 'false');

    // Unticking makes room again.
    await user.click(card('Actor 2'));
    await user.click(card('Actor 3'));
    await user.click(within(bar).getByRole('button', { name: 'Add Actors' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]?.[0].map((a) => a.id)).toEqual(['actor-1', 'actor-3']);
    expect(onConfirm.mock.calls[0]?.[0][0]).toMatchObject({
      name: 'Actor 1',
      imageUrl: '/media/actors/1.jpg',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('starts from the project actors, saves changes only when changed, and fetches ones not listed', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      'POST /actor/show': () => ok(actorPage(1, 3)),
      'GET /video/user-actor-template/actor-99': () =>
        ok({ status: 2, data: actorRow(99, { name: 'Old Friend' }) }),
    });
    const { onConfirm } = open({ selectedActorIds: ['actor-1', 'actor-99'] });
    await screen.findByRole('button', { name: 'Select Actor 1' });
    expect(card('Actor 1')).toHaveAttribute('aria-pressed', 'true');
    const bar = screen.getByRole('region', { name: 'Selected actors' });
    const save = within(bar).getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();

    await user.click(card('Actor 2'));
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]?.[0].map((a) => a.name)).toEqual([
      'Actor 1',
      'Old Friend',
      'Actor 2',
    ]);
    expect(server.callsTo('GET /video/user-actor-template/actor-99')).toHaveLength(1);
  });

  it('Back closes without confirming; actors still generating cannot be ticked', async () => {
    const user = userEvent.setup();
    fakeServer({
      'POST /actor/show': () =>
        ok(actorPage(1, 2, [actorRow(1), actorRow(2, { generate_status: 1, is_my_actor: true })])),
    });
    const { onConfirm, onOpenChange } = open();
    await screen.findByRole('button', { name: 'Select Actor 1' });
    expect(card('Actor 2')).toBeDisabled();
    expect(screen.getByText('Generating…')).toBeInTheDocument();

    await user.click(card('Actor 1'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('the create card opens the create-actor dialog over the picker, staying on the project', async () => {
    const user = userEvent.setup();
    fakeServer({
      'POST /actor/show': () => ok(actorPage(1, 1)),
      'GET /users/actor-name-suffix-id': () => ok({ suffix_id: 2 }),
      'GET /users/myvoice': () => ok(myVoicePage([])),
    });
    const { path, onOpenChange } = open();
    await user.click(await screen.findByRole('button', { name: /Create actor/ }));
    const create = await screen.findByRole('dialog', { name: 'Create an actor' });
    expect(within(create).getByRole('list', { name: 'Steps' })).toBeInTheDocument();
    expect(path()).toBe('/creation/project/p1/');
    expect(onOpenChange).not.toHaveBeenCalled();
    // Closing it goes back to the picker, still open.
    await user.click(within(create).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create an actor' })).toBeNull(),
    );
    expect(dialog()).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
