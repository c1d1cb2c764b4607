import { profileReply } from '@talkreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeLayout } from '../../features/actors/testing/layout';
import { myActorRow, myActorsPage } from '../../features/assets/actors/testing/fixtures';
import { renderActorLibrary } from '../../features/assets/actors/testing/renderActorLibrary';
import { openProject } from '../../features/generation/testing/openProject';
import { wireVideo } from '../../features/generation/testing/wireData';
import { useSessionStore } from '../../state/useSessionStore';
import { fakeServer, ok } from '../../test/fakeServer';
import { callApi } from '../client';
import { reportedEvents } from './testing/reportedEvents';

describe('events recorded where they happen', () => {
  it('a reply that breaks its contract schema is reported with the call it came from (§8)', async () => {
    useSessionStore.getState().signIn('tok-shape', null);
    const net = fakeServer({
      'GET /users/profile': () => ok({ id: 'u1', email: '', username: 'x' }),
      'POST /events': () => ok({ recorded: 1 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await callApi('/users/profile', { reply: profileReply, toast: false }).catch(() => {});
    expect(await reportedEvents(net.calls)).toEqual([
      ['reply_shape_failure', { call: 'GET /users/profile' }],
    ]);
  });

  it('a click on Download of a finished video is reported with its id (§7)', async () => {
    const { server } = await openProject({
      videos: [wireVideo({ id: 'a', video_url: '/media/videos/a.mp4' })],
    });
    server.override('POST /events', () => ok({ recorded: 1 }));
    server.override('GET /media/videos/a.mp4', () => ({ status: 200, body: 'mp4' }));
    URL.createObjectURL ??= () => 'blob:video';
    URL.revokeObjectURL ??= () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const card = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-video-id="a"]');
      if (!found) throw new Error('no card yet');
      return found;
    });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Download' }));
    await waitFor(async () =>
      expect(await reportedEvents(server.calls)).toEqual([['download_click', { video_id: 'a' }]]),
    );
    expect(screen.queryByText('Operation Failed')).toBeNull();
  });

  it("a click on Download in an own actor's menu is reported with the actor's id (§7)", async () => {
    useSessionStore.getState().signIn('tok-actor-download', null);
    const server = fakeServer({
      'POST /video/user-actor-template-videos': () => ok(myActorsPage([myActorRow(1, 'Ada')])),
      'GET /media/own/1/idle.mp4': () => ({ status: 200, body: 'mp4' }),
      'POST /events': () => ok({ recorded: 1 }),
    });
    const restoreLayout = fakeLayout({ width: 800, height: 2000, scrollHeight: 2000 });
    try {
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      // jsdom plays no media; the card's hover playback only needs the calls to exist.
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
      vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
      const user = userEvent.setup();
      renderActorLibrary();
      await screen.findByRole('article', { name: 'Ada' });
      await user.click(screen.getByRole('button', { name: 'More actions for Ada' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Download' }));
      await waitFor(async () =>
        expect(await reportedEvents(server.calls)).toEqual([
          ['download_click', { actor_id: 'own-1' }],
        ]),
      );
    } finally {
      restoreLayout();
    }
  });
});
