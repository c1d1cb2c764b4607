import { ActorGenerateType, Code, POLL_INTERVAL_MS } from '@talkreel/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushEvents } from '../../api/events/recordEvent';
import { useSessionStore } from '../../state/useSessionStore';
import { advance, advanceUntil } from '../../test/fakeClock';
import { fakeServer, ok, refuse } from '../../test/fakeServer';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { ActorPickerDialog } from './ActorPickerDialog';
import { actorPage, actorRow } from './testing/fixtures';
import { fakeLayout } from './testing/layout';
import { renderDialog } from './testing/renderDialog';

beforeAll(fillBrowserGaps);
let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeLayout({ width: 800, height: 600, scrollHeight: 3000 });
});
afterEach(() => restoreLayout());

const own = (n: number, name: string, over: Record<string, unknown>) =>
  actorRow(n, { name, is_my_actor: true, source: 'user_template', ...over });
const photoMaking = own(1, 'Photo Me', {
  generate_type: ActorGenerateType.IMAGE,
  generate_status: 1,
});
const videoQueued = own(2, 'Video Me', {
  generate_type: ActorGenerateType.VIDEO,
  generate_status: 0,
});
const ready = own(3, 'Ready Me', { generate_type: ActorGenerateType.IMAGE, generate_status: 2 });
const NO_FACE = 'No face was found: use a photo or video showing one face from the front';
const failed = own(4, 'Failed Me', {
  generate_type: ActorGenerateType.IMAGE,
  generate_status: 3,
  fail_reason: NO_FACE,
});

function openMyActors() {
  const view = renderDialog(
    <ActorPickerDialog
      open
      onOpenChange={() => {}}
      selectedActorIds={[]}
      maxActors={10}
      onConfirm={() => {}}
    />,
  );
  fireEvent.mouseDown(screen.getByRole('tab', { name: 'My Actors' }));
  fireEvent.click(screen.getByRole('tab', { name: 'My Actors' }));
  return view;
}

const shown = (rows: unknown[]) => ok(actorPage(1, rows.length, rows));

describe('actor picker: My Actors', () => {
  it('shows own actors as generating (photo or video times), ready or failed with its reason', async () => {
    vi.useFakeTimers();
    fakeServer({ 'POST /actor/show': () => shown([photoMaking, videoQueued, ready, failed]) });
    openMyActors();
    await advanceUntil(() => screen.getByRole('button', { name: 'Select Ready Me' }), {
      stepMs: 250,
    });
    expect(screen.getByRole('button', { name: 'Select Ready Me' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Select Photo Me' })).toBeDisabled();
    // Nothing measured on this server yet: the spec's usual times.
    expect(screen.getByText('About 10 to 20 minutes')).toBeInTheDocument();
    expect(screen.getByText('About 3 to 6 hours')).toBeInTheDocument();
    expect(screen.getAllByText('Generating…')).toHaveLength(2);
    const regenerate = screen.getByRole('button', { name: 'Regenerate Failed Me' });
    expect(regenerate).toHaveTextContent('Generation failed');
    expect(regenerate).toHaveAttribute('title', NO_FACE);
  });

  it("a generating own actor says the server's time left and the actors ahead (issue 24)", async () => {
    vi.useFakeTimers();
    const measured = own(5, 'Measured Me', {
      generate_type: ActorGenerateType.VIDEO,
      generate_status: 0,
      progress: { percent: 0, ahead: 2, remaining_seconds: 95 },
    });
    fakeServer({ 'POST /actor/show': () => shown([measured, ready]) });
    openMyActors();
    await advanceUntil(() => screen.getByText('2 actors ahead of yours'), { stepMs: 250 });
    expect(screen.getByText('About 2 min left')).toBeInTheDocument();
    expect(screen.queryByText('About 3 to 6 hours')).toBeNull();
  });

  it('asks again every 10 s while one is generating, and stops once none is', async () => {
    vi.useFakeTimers();
    let rows = [photoMaking, ready];
    const server = fakeServer({ 'POST /actor/show': () => shown(rows) });
    openMyActors();
    await advanceUntil(() => screen.getByText('Generating…'), { stepMs: 250 });
    const mine = () =>
      server
        .callsTo('POST /actor/show')
        .filter(
          (c) => (c.body as { condition1: { condition: string } }).condition1.condition === 'my',
        );
    const before = mine().length;
    await advance(POLL_INTERVAL_MS);
    expect(mine().length).toBeGreaterThan(before);
    rows = [{ ...photoMaking, generate_status: 2 }, ready];
    await advance(POLL_INTERVAL_MS);
    await advanceUntil(() => expect(screen.queryByText('Generating…')).toBeNull(), { stepMs: 50 });
    expect(screen.getByRole('button', { name: 'Select Photo Me' })).toBeEnabled();
    const settled = mine().length;
    await advance(POLL_INTERVAL_MS * 3);
    expect(mine()).toHaveLength(settled);
  });

  it('clicking a failed actor regenerates it: generating at once, back as it was if refused', async () => {
    vi.useFakeTimers();
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    const server = fakeServer({
      'POST /actor/show': () => shown([ready, failed]),
      'POST /video/retry-failed-template': () => new Promise((resolve) => (answer = resolve)),
    });
    openMyActors();
    const regenerate = await advanceUntil(
      () => screen.getByRole('button', { name: 'Regenerate Failed Me' }),
      { stepMs: 250 },
    );
    fireEvent.click(regenerate);
    expect(await advanceUntil(() => screen.getByText('Generating…'))).toBeInTheDocument();
    expect(server.callsTo('POST /video/retry-failed-template')[0].body).toEqual({
      template_id: failed.id,
    });
    // Refused: the failed card comes back.
    answer(refuse(Code.SLOW_DOWN, 'At most 2 actors can be created at once'));
    await advanceUntil(() => screen.getByRole('button', { name: 'Regenerate Failed Me' }));
    expect(screen.queryByText('Generating…')).toBeNull();

    // Accepted: the lists are asked again.
    const shows = server.callsTo('POST /actor/show').length;
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate Failed Me' }));
    await advanceUntil(() => screen.getByText('Generating…'));
    answer(ok({ status: 0 }));
    await advanceUntil(() =>
      expect(server.callsTo('POST /actor/show').length).toBeGreaterThan(shows),
    );
    expect(server.callsTo('POST /video/retry-failed-template')).toHaveLength(2);
  });

  it('a failure a retry cannot fix is shown with its reason, and not offered again', async () => {
    vi.useFakeTimers();
    const final = own(5, 'Faceless Me', {
      generate_type: ActorGenerateType.IMAGE,
      generate_status: 3,
      fail_reason: NO_FACE,
      fail_retryable: false,
    });
    const server = fakeServer({ 'POST /actor/show': () => shown([ready, final]) });
    openMyActors();
    await advanceUntil(() => screen.getByRole('button', { name: 'Select Ready Me' }), {
      stepMs: 250,
    });
    expect(screen.queryByRole('button', { name: 'Regenerate Faceless Me' })).toBeNull();
    const card = screen.getByRole('button', { name: 'Select Faceless Me' });
    expect(card).toBeDisabled();
    expect(within(card).getByText('Generation failed').closest('[title]')).toHaveAttribute(
      'title',
      NO_FACE,
    );
    fireEvent.click(card);
    expect(server.callsTo('POST /video/retry-failed-template')).toHaveLength(0);
  });

  it('a malformed row is reported with its call and row; the rest of the page shows', async () => {
    vi.useFakeTimers();
    useSessionStore.getState().signIn('tok-rows', null);
    const server = fakeServer({
      'POST /actor/show': (call) =>
        (call.body as { condition1: { condition: string } }).condition1.condition === 'my'
          ? shown([ready, { id: 'broken', name: 7 }, photoMaking])
          : shown([ready]),
      'POST /events': () => ok({ recorded: 1 }),
    });
    openMyActors();
    await advanceUntil(() => screen.getByRole('button', { name: 'Select Ready Me' }), {
      stepMs: 250,
    });
    expect(screen.getByRole('button', { name: 'Select Photo Me' })).toBeInTheDocument();
    await act(() => flushEvents());
    const events = server
      .callsTo('POST /events')
      .flatMap((c) => (c.body as { events: { name: string; props: object }[] }).events)
      .map((e) => [e.name, e.props]);
    expect(events).toEqual([['reply_shape_failure', { call: 'POST /actor/show', row: 1 }]]);
  });
});
