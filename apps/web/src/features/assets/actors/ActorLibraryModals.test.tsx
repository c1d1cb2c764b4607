import { CLICK_DELAY_MS, MODAL_SKELETONS } from '@talkreel/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, advanceUntil } from '../../../test/fakeClock';
import { fakeServer, ok, workspaceList } from '../../../test/fakeServer';
import { fakeLayout } from '../../actors/testing/layout';
import { useDraftStore } from '../../generation/state/useDraftStore';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { useWorkspaceStore } from '../../workspaces/useWorkspaceStore';
import { generatingRow, myActorRow, myActorsPage } from './testing/fixtures';
import { renderActorLibrary } from './testing/renderActorLibrary';

const play = vi.fn(() => Promise.resolve());
beforeAll(() => {
  fillBrowserGaps();
  // jsdom plays no media: these record what the page asks of the browser's player.
  HTMLMediaElement.prototype.play = play;
  HTMLMediaElement.prototype.pause = () => {};
});

let restoreLayout: () => void;
beforeEach(() => {
  play.mockClear();
  restoreLayout = fakeLayout({ width: 800, height: 6000, scrollHeight: 6000 });
  useWorkspaceStore.setState({ currentId: 'w1' });
});
afterEach(() => restoreLayout());

const ada = myActorRow(1, 'Ada', {
  default_audio: {
    id: 'voice-1',
    voice_tts_id: 'en-1',
    model_name: 'local',
    provider: 'local',
    name: 'Warm narrator',
    age_group: 'adult',
    language: 'en',
    gender: 'female',
    speed: 1,
    audio_url: null,
    is_starred: false,
    source: 'library',
    created_at: '2025-01-01T00:00:00.000Z',
  },
});
const bob = myActorRow(2, 'Bob');
// Still being made, but with a video already (so it can be previewed, not applied).
const cara = generatingRow(3, 'Cara', {
  compressed_actor_default_video_url: '/media/own/3/idle-small.mp4',
  full_actor_default_video_url: '/media/own/3/idle.mp4',
});

const project = (id: string, name: string) => ({
  id,
  name,
  sort_order: 0,
  folder_id: null,
  created_at: '2025-01-01T00:00:00.000Z',
  latest_video_image: null,
});
const projectsPage = (rows: unknown[]) => ({
  current_num: 1,
  total_page: 1,
  total_pro: rows.length,
  projects: rows,
});

const server = (extra: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    'POST /video/user-actor-template-videos': () => ok(myActorsPage([ada, bob, cara])),
    'POST /workspace/list': () => ok(workspaceList()),
    ...extra,
  });
const previewTitle = () => screen.getByRole('dialog').querySelector('p')?.textContent;

describe('actor preview modal', () => {
  it('plays once it can play through, wraps around with arrows and buttons, closes on Escape', async () => {
    server();
    const user = userEvent.setup();
    renderActorLibrary();
    await user.click(await screen.findByRole('button', { name: 'Preview Ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview of Ada' });
    expect(within(dialog).getByText('Warm narrator')).toBeInTheDocument();
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    const video = screen.getByTestId('actor-preview-video');
    expect(video).toHaveAttribute('src', '/media/own/1/idle.mp4');
    // (Hovering the card on the way played the card's own video.)
    expect(play.mock.contexts).not.toContain(video);
    fireEvent(video, new Event('canplaythrough'));
    expect(play.mock.contexts).toContain(video);

    // Left from the first is the last; right from the last is the first.
    await user.keyboard('{ArrowLeft}');
    expect(previewTitle()).toBe('Cara');
    // Not ready: neither Download nor Apply.
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Download' }),
    ).toBeDisabled();
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply' }),
    ).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(previewTitle()).toBe('Ada');
    await user.click(screen.getByRole('button', { name: 'Next actor' }));
    expect(previewTitle()).toBe('Bob');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Previous actor' }));
    await user.click(screen.getByRole('button', { name: 'Previous actor' }));
    expect(previewTitle()).toBe('Cara');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives focus back to the card, also after Apply swapped it for the choose-project modal', async () => {
    server({ 'POST /sidebar/folder/projects': () => ok(projectsPage([])) });
    const user = userEvent.setup();
    renderActorLibrary();
    const card = await screen.findByRole('button', { name: 'Preview Bob' });
    await user.click(card);
    await screen.findByRole('dialog', { name: 'Preview of Bob' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(card).toHaveFocus());

    await user.click(card);
    const preview = await screen.findByRole('dialog', { name: 'Preview of Bob' });
    await user.click(within(preview).getByRole('button', { name: 'Apply' }));
    await screen.findByRole('dialog', { name: 'Choose a project' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card).toHaveFocus());
  });
});

describe('choose-project modal', () => {
  it('lists uncategorized projects after 5 skeletons; Confirm opens the project with the actor chosen', async () => {
    let answer: (v: ReturnType<typeof ok>) => void = () => {};
    const calls = server({
      'POST /sidebar/folder/projects': () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    const { path } = renderActorLibrary();
    await user.click(
      within(await screen.findByRole('article', { name: 'Ada' })).getByRole('button', {
        name: 'Apply',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose a project' });
    expect(within(dialog).getAllByTestId('project-row-skeleton')).toHaveLength(MODAL_SKELETONS);
    await waitFor(() => expect(calls.callsTo('POST /sidebar/folder/projects')).toHaveLength(1));
    expect(calls.callsTo('POST /sidebar/folder/projects')[0]?.body).toMatchObject({
      workspace_id: 'w1',
      folder_id: 'uncategorized',
    });
    answer(ok(projectsPage([project('p1', 'Launch'), project('p2', 'Teaser')])));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await within(dialog).findByRole('option', { name: /Teaser/ });
    expect(confirm).toBeDisabled();

    await user.click(within(dialog).getByRole('option', { name: /Teaser/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: /Teaser/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await user.click(confirm);
    await waitFor(() => expect(path()).toBe('/creation/project/p2/'));
    const draft = useDraftStore.getState().drafts.p2;
    expect(draft?.actors.map((a) => [a.actor.id, a.audio?.name])).toEqual([
      ['own-1', 'Warm narrator'],
    ]);
  });

  it('selects on a single click only after 200 ms; a double click renames instead', async () => {
    vi.useFakeTimers();
    const calls = server({
      'POST /sidebar/folder/projects': () =>
        ok(projectsPage([project('p1', 'Launch'), project('p2', 'Teaser')])),
      'POST /sidebar/project/rename': () => ok(null),
    });
    renderActorLibrary();
    const apply = await advanceUntil(() =>
      within(screen.getByRole('article', { name: 'Ada' })).getByRole('button', { name: 'Apply' }),
    );
    fireEvent.click(apply);
    const row = await advanceUntil(() => screen.getByRole('option', { name: /Launch/ }));

    fireEvent.click(row);
    await advance(CLICK_DELAY_MS - 20);
    expect(row).toHaveAttribute('aria-selected', 'false');
    await advance(40);
    expect(row).toHaveAttribute('aria-selected', 'true');

    // A double click on another row opens its name field and leaves the choice alone.
    const teaser = screen.getByRole('option', { name: /Teaser/ });
    fireEvent.click(teaser);
    fireEvent.click(teaser);
    fireEvent.doubleClick(teaser);
    await advance(CLICK_DELAY_MS * 2);
    expect(teaser).toHaveAttribute('aria-selected', 'false');
    expect(row).toHaveAttribute('aria-selected', 'true');
    const field = screen.getByRole('textbox', { name: 'Project name' });
    fireEvent.change(field, { target: { value: 'Teaser v2' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await advanceUntil(() => screen.getByRole('option', { name: /Teaser v2/ }));
    await advanceUntil(() =>
      expect(calls.callsTo('POST /sidebar/project/rename')[0]?.body).toEqual({
        project_id: 'p2',
        name: 'Teaser v2',
      }),
    );
    vi.useRealTimers();
  });

  it('creates a project with the plus and chooses it', async () => {
    const calls = server({
      'POST /sidebar/folder/projects': () => ok(projectsPage([project('p1', 'Launch')])),
      'POST /sidebar/project': () =>
        ok({ project: { id: 'p9', name: 'Untitled project', sort_order: 1, folder_id: null } }),
    });
    const user = userEvent.setup();
    renderActorLibrary();
    await user.click(
      within(await screen.findByRole('article', { name: 'Bob' })).getByRole('button', {
        name: 'Apply',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose a project' });
    await within(dialog).findByRole('option', { name: /Launch/ });
    await user.click(within(dialog).getByRole('button', { name: 'New project' }));
    const created = await within(dialog).findByRole('option', { selected: true });
    expect(created).toHaveAttribute('data-project-id', 'p9');
    expect(calls.callsTo('POST /sidebar/project')[0]?.body).toMatchObject({
      workspace_id: 'w1',
      folder_id: null,
    });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await act(async () => {});
  });
});
