import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flushEvents } from '../../../api/events/recordEvent';
import { useSessionStore } from '../../../state/useSessionStore';
import { fakeServer, ok } from '../../../test/fakeServer';
import { fakeLayout } from '../../actors/testing/layout';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { failedRow, myActorRow, myActorsPage } from './testing/fixtures';
import { renderActorLibrary } from './testing/renderActorLibrary';

beforeAll(fillBrowserGaps);
let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeLayout({ width: 800, height: 6000, scrollHeight: 6000 });
});
afterEach(() => restoreLayout());

const NO_FACE = 'No face was found: use a photo or video showing one face from the front';
const listKey = 'POST /video/user-actor-template-videos';

describe('actor library: failures (issue 24)', () => {
  it('offers Regenerate only when the server says a retry can fix the failure', async () => {
    const user = userEvent.setup();
    const final = { ...failedRow(1, 'Faceless', NO_FACE), fail_retryable: false };
    const unlucky = {
      ...failedRow(2, 'Unlucky', 'The actor could not be created, please try again'),
      fail_retryable: true,
    };
    const server = fakeServer({
      [listKey]: () => ok(myActorsPage([final, unlucky])),
      'POST /video/retry-failed-template': () => ok({ status: 0 }),
    });
    renderActorLibrary();
    const faceless = await screen.findByRole('article', { name: 'Faceless' });
    expect(within(faceless).getByText(NO_FACE)).toBeInTheDocument();
    expect(
      within(faceless).getByText('Delete it and create a new actor with another file'),
    ).toBeInTheDocument();
    expect(within(faceless).queryByRole('button', { name: /Regenerate/ })).toBeNull();
    await user.click(within(faceless).getByText(NO_FACE));
    expect(server.callsTo('POST /video/retry-failed-template')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Regenerate Unlucky' }));
    expect(server.callsTo('POST /video/retry-failed-template')[0].body).toEqual({
      template_id: 'own-2',
    });
  });

  it('reports a malformed row with its call and row, and shows the others', async () => {
    useSessionStore.getState().signIn('tok-library', null);
    const server = fakeServer({
      [listKey]: () => ok(myActorsPage([myActorRow(1, 'Ada'), { id: 'own-2', name: 42 }])),
      'POST /events': () => ok({ recorded: 1 }),
    });
    renderActorLibrary();
    await screen.findByRole('article', { name: 'Ada' });
    await act(() => flushEvents());
    const events = server
      .callsTo('POST /events')
      .flatMap((c) => (c.body as { events: { name: string; props: object }[] }).events)
      .map((e) => [e.name, e.props]);
    expect(events).toEqual([['reply_shape_failure', { call: listKey, row: 1 }]]);
  });
});
