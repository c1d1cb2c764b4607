import { Code } from '@talkreel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { advanceUntil } from '../../test/fakeClock';
import { refuse } from '../../test/fakeServer';
import { useCreationStore } from '../tree/state/useCreationStore';
import { openProject } from './testing/openProject';
import { type WireVideo, wireVideo } from './testing/wireData';

const cards = () => screen.queryAllByTestId('result-card');
const card = (id: string) => cards().find((c) => c.dataset.videoId === id) as HTMLElement;
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('results grid (creation.md §2, §4)', () => {
  it('shows each status: in progress, ready, failed, other values as ready, unusual entries', async () => {
    await openProject({
      videos: [
        wireVideo({ id: 'going', video_status: 1, video_url: null, poster_url: null }),
        wireVideo({ id: 'done', video_status: 2 }),
        wireVideo({ id: 'broken', video_status: 3, error_message: 'The speech provider failed' }),
        wireVideo({ id: 'odd', video_status: 5 }),
        { id: 'weird', video_status: 'two', input_text: 42 },
      ],
    });
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(cards().map((c) => [c.dataset.videoId, c.dataset.status])).toEqual([
      ['going', 'processing'],
      ['done', 'ready'],
      ['broken', 'failed'],
      ['odd', 'ready'],
      ['weird', 'unusual'],
    ]);
    expect(screen.getByText('5 videos')).toBeInTheDocument();
    const going = within(card('going'));
    expect(going.getByText('About 3 to 5 minutes')).toBeInTheDocument();
    expect(going.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(going.getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(within(card('broken')).getByText('The speech provider failed')).toBeInTheDocument();
    // Only a finished video with a file downloads; status 5 shows as ready but has nothing final.
    expect(within(card('done')).getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(within(card('odd')).getByRole('button', { name: 'Download' })).toBeDisabled();
    const weird = within(card('weird'));
    expect(weird.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href');
    expect(weird.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(weird.getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('polls in-progress videos by task every 10 s and stops once none is in progress', async () => {
    // The clock moves only by the ticks below, so the 10 s are never the machine's.
    vi.useFakeTimers();
    const going = wireVideo({
      id: 'going',
      task_id: 'task-going',
      video_status: 1,
      video_url: null,
    });
    const { server } = await openProject({ videos: [going, wireVideo({ id: 'done' })] });
    await advanceUntil(() => expect(card('going')).toHaveAttribute('data-status', 'processing'));
    const polls = () => server.callsTo('POST /video/callback/result');

    await tick(10_000);
    await advanceUntil(() => expect(polls()).toHaveLength(1));
    expect(polls()[0].body).toEqual({ task_id: 'task-going' });
    expect(card('going')).toHaveAttribute('data-status', 'processing');

    Object.assign(server.videos[0] as WireVideo, {
      video_status: 2,
      video_url: '/media/going.mp4',
    });
    await tick(10_000);
    await advanceUntil(() => expect(card('going')).toHaveAttribute('data-status', 'ready'));
    expect(polls()).toHaveLength(2);
    await tick(30_000);
    expect(polls()).toHaveLength(2);
  });

  it("an in-progress card says the server's progress: percent, time left counted down, videos ahead (issue 24)", async () => {
    vi.useFakeTimers();
    const rendering = wireVideo({
      id: 'rendering',
      task_id: 'task-rendering',
      video_status: 1,
      video_url: null,
      progress: { percent: 40, ahead: 0, remaining_seconds: 14 },
    });
    const waiting = wireVideo({
      id: 'waiting',
      task_id: 'task-waiting',
      video_status: 1,
      video_url: null,
      progress: { percent: 0, ahead: 3, remaining_seconds: 50 },
    });
    const { server } = await openProject({ videos: [rendering, waiting] });
    await advanceUntil(() =>
      expect(card('rendering')).toHaveAttribute('data-status', 'processing'),
    );
    const first = within(card('rendering'));
    expect(first.getByText('40%')).toBeInTheDocument();
    expect(first.getByText('About 15 s left')).toBeInTheDocument();
    expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    const second = within(card('waiting'));
    expect(second.getByText('3 videos ahead of yours')).toBeInTheDocument();
    expect(second.getByText('About 50 s left')).toBeInTheDocument();
    // Waiting, nothing reported yet: the sweep, not a bar.
    expect(second.queryByRole('progressbar')).toBeNull();
    // No generic wording where the server knows better.
    expect(screen.queryByText('About 3 to 5 minutes')).toBeNull();

    // Between polls the time counts down; the next poll brings the render's new progress.
    await tick(5_000);
    expect(second.getByText('About 45 s left')).toBeInTheDocument();
    Object.assign(server.videos[0] as WireVideo, {
      progress: { percent: 80, ahead: 0, remaining_seconds: 3 },
    });
    await tick(5_000);
    await advanceUntil(() => expect(first.getByText('80%')).toBeInTheDocument());
    expect(first.getByText('Almost done')).toBeInTheDocument();
  });

  it("a video seen finishing becomes the project's card image without a reload (issue 7)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = await openProject({
      videos: [
        wireVideo({ id: 'going', task_id: 'task-going', video_status: 1, poster_url: null }),
      ],
    });
    await waitFor(() => expect(card('going')).toHaveAttribute('data-status', 'processing'));
    const image = () =>
      Object.values(useCreationStore.getState().projectsMap)
        .flat()
        .find((p) => p.id === 'p1')?.latestVideoImage;
    await waitFor(() =>
      expect(Object.values(useCreationStore.getState().projectsMap).flat()).toHaveLength(1),
    );
    expect(image()).toBeFalsy();
    Object.assign(server.videos[0] as WireVideo, {
      video_status: 2,
      video_url: '/media/going.mp4',
      poster_url: '/media/going.jpg',
    });
    await tick(10_000);
    await waitFor(() => expect(card('going')).toHaveAttribute('data-status', 'ready'));
    await waitFor(() => expect(image()).toBe('/media/going.jpg'));
    // The folder's card shows it: no call reloaded the tree.
    const projectLists = server.callsTo('POST /sidebar/folder/projects').length;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Back to folder' }));
    const grid = await screen.findByRole('list', { name: 'Projects in Uncategorized' });
    const cardOf = within(grid).getByRole('button', { name: 'Launch video' });
    expect(cardOf.querySelector('img')).toHaveAttribute('src', '/media/going.jpg');
    expect(server.callsTo('POST /sidebar/folder/projects')).toHaveLength(projectLists);
  });

  it('keeps polling through failures, and stops when the page is left', async () => {
    // The clock moves only by the ticks below, so the 10 s are never the machine's.
    vi.useFakeTimers();
    const { server, app } = await openProject({
      videos: [wireVideo({ id: 'going', task_id: 'task-going', video_status: 1 })],
    });
    await advanceUntil(() => expect(card('going')).toBeDefined());
    server.override('POST /video/callback/result', () => 'network-error');
    await tick(10_000);
    await tick(10_000);
    await advanceUntil(() => expect(server.callsTo('POST /video/callback/result')).toHaveLength(2));
    // Polling failures are not toasted.
    expect(screen.queryByText('Connection Failed')).toBeNull();
    app.unmount();
    await tick(30_000);
    expect(server.callsTo('POST /video/callback/result')).toHaveLength(2);
  });

  it('a failed card generates again on click and shows as in progress at once', async () => {
    const { server } = await openProject({
      videos: [wireVideo({ id: 'broken', video_status: 3, error_message: 'Render failed' })],
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Try the video of Nora again' }));
    await waitFor(() => expect(card('broken')).toHaveAttribute('data-status', 'processing'));
    expect(server.callsTo('POST /video/retry-failed-video')[0].body).toEqual({
      tasks: [{ failed_video_id: 'broken' }],
    });
  });

  it('a refused regeneration shows the card as failed again, with the code toast', async () => {
    const { server } = await openProject({
      videos: [wireVideo({ id: 'broken', video_status: 3, error_message: 'Render failed' })],
    });
    server.override('POST /video/retry-failed-video', () =>
      refuse(Code.INVALID_INPUT, 'Only failed videos can be retried'),
    );
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Try the video of Nora again' }));
    expect(await screen.findByText('Invalid Input')).toBeInTheDocument();
    await waitFor(() => expect(card('broken')).toHaveAttribute('data-status', 'failed'));
    expect(within(card('broken')).getByText('Render failed')).toBeInTheDocument();
  });

  it('removes a video after confirmation, and puts it back when the server refuses', async () => {
    const { server } = await openProject({
      videos: [wireVideo({ id: 'a' }), wireVideo({ id: 'b' }), wireVideo({ id: 'c' })],
    });
    const user = userEvent.setup();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(within(card('b')).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this video?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cards().map((c) => c.dataset.videoId)).toEqual(['a', 'c']));
    expect(server.callsTo('POST /video/delete')[0].body).toEqual({ id: 'b' });

    server.override('POST /video/delete', () =>
      refuse(Code.OPERATION_FAILED, 'Please try again later.'),
    );
    await user.click(within(card('c')).getByRole('button', { name: 'Remove' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this video?' })).getByRole(
        'button',
        {
          name: 'Remove',
        },
      ),
    );
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
    await waitFor(() => expect(cards().map((c) => c.dataset.videoId)).toEqual(['a', 'c']));
  });

  it('downloads a finished video as {actor}_{script start}_{timestamp}.mp4', async () => {
    const { server } = await openProject({
      videos: [
        wireVideo({
          id: 'a',
          video_url: '/media/videos/a.mp4',
          input_text: `Big news, everyone! ${'More words. '.repeat(10)}`,
        }),
      ],
    });
    const saved: string[] = [];
    // The browser pieces jsdom lacks: object URLs and the click that saves a file.
    URL.createObjectURL ??= () => 'blob:video';
    URL.revokeObjectURL ??= () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    server.override('GET /media/videos/a.mp4', () => ({ status: 200, body: 'mp4' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.setup().click(within(card('a')).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^Nora_Big_news__everyone___\d{13}\.mp4$/);
  });
});
