import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PersistedKey } from '../../state/persistedKeys';
import { resetUserState } from '../../state/userStateReset';
import { type Account, useSessionStore } from '../../state/useSessionStore';
import { fakeServer, ok } from '../../test/fakeServer';
import { fakeLayout } from '../actors/testing/layout';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { myVoicePage, myVoiceRow } from '../voices/upload/testing/fixtures';
import { useAssetsActorsCache } from './actors/assetsActorsCache';
import { myActorRow, myActorsPage } from './actors/testing/fixtures';
import { renderActorLibrary } from './actors/testing/renderActorLibrary';
import { renderVoiceLibrary } from './voices/testing/renderVoiceLibrary';
import { useUserVoicesCache } from './voices/userVoicesCache';

beforeAll(() => fillBrowserGaps());
let restoreLayout: () => void;
beforeEach(() => {
  // The actor grid is virtualised: a layout tall enough for every card to be on screen.
  restoreLayout = fakeLayout({ width: 800, height: 6000, scrollHeight: 6000 });
});
afterEach(() => restoreLayout());

const accountOf = (id: string): Account => ({
  id,
  email: `${id}@example.com`,
  username: id,
  avatar: null,
  latestModifiedWorkspace: { id: 'w1' },
});
const signInAs = (id: string) => useSessionStore.getState().signIn('tok', accountOf(id));

/** A list reply that waits until the test lets it go. */
function heldReply<T>(body: T) {
  let release: () => void = () => {};
  const reply = new Promise<ReturnType<typeof ok>>((resolve) => {
    release = () => resolve(ok(body));
  });
  return { reply: () => reply, release: () => release() };
}

const actorsKey = 'POST /video/user-actor-template-videos';
const voicesKey = 'GET /users/myvoice';

describe('library lists kept across reloads (creation.md §9 local caches)', () => {
  it('the actor library shows the last list at once, then the fresh one, and keeps that', async () => {
    signInAs('u1');
    fakeServer({ [actorsKey]: () => ok(myActorsPage([myActorRow(1, 'Ada')])) });
    const first = renderActorLibrary();
    await screen.findByRole('article', { name: 'Ada' });
    await waitFor(() => expect(useAssetsActorsCache.getState().actors).toHaveLength(1));
    expect(localStorage.getItem(PersistedKey.ASSETS_ACTORS)).toContain('Ada');
    first.unmount();

    // The next visit: the server has not answered yet, and the list is already there.
    const held = heldReply(myActorsPage([myActorRow(2, 'Bob'), myActorRow(1, 'Ada')]));
    const net = fakeServer({ [actorsKey]: held.reply });
    renderActorLibrary();
    expect(await screen.findByRole('article', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Bob' })).toBeNull();
    // It refreshes behind the shown list.
    await waitFor(() => expect(net.callsTo(actorsKey)).toHaveLength(1));
    held.release();
    expect(await screen.findByRole('article', { name: 'Bob' })).toBeInTheDocument();
    await waitFor(() => expect(useAssetsActorsCache.getState().actors).toHaveLength(2));
  });

  it("does not show another user's list left by a session that expired", async () => {
    signInAs('u1');
    fakeServer({ [actorsKey]: () => ok(myActorsPage([myActorRow(1, 'Ada')])) });
    const first = renderActorLibrary();
    await waitFor(() => expect(useAssetsActorsCache.getState().actors).toHaveLength(1));
    first.unmount();

    signInAs('u2');
    const held = heldReply(myActorsPage([myActorRow(9, 'Zed')]));
    fakeServer({ [actorsKey]: held.reply });
    renderActorLibrary();
    // Skeletons while the list loads; never u1's actors.
    await screen.findAllByTestId('actor-card-skeleton');
    expect(screen.queryByRole('article', { name: 'Ada' })).toBeNull();
    held.release();
    expect(await screen.findByRole('article', { name: 'Zed' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Ada' })).toBeNull();
  });

  it('the voice library shows the last list at once, then the fresh one', async () => {
    signInAs('u1');
    fakeServer({
      [voicesKey]: () => ok(myVoicePage([myVoiceRow('v1', 'Ada narration')])),
      'GET /audio/clone-providers': () => ok({ providers: [] }),
    });
    const first = renderVoiceLibrary();
    await screen.findByRole('article', { name: 'Ada narration' });
    await waitFor(() => expect(useUserVoicesCache.getState().voices).toHaveLength(1));
    expect(localStorage.getItem(PersistedKey.USER_VOICES)).toContain('Ada narration');
    first.unmount();

    const held = heldReply(
      myVoicePage([myVoiceRow('v2', 'Bob clone'), myVoiceRow('v1', 'Ada narration')]),
    );
    fakeServer({
      [voicesKey]: held.reply,
      'GET /audio/clone-providers': () => ok({ providers: [] }),
    });
    renderVoiceLibrary();
    expect(await screen.findByRole('article', { name: 'Ada narration' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Bob clone' })).toBeNull();
    held.release();
    expect(await screen.findByRole('article', { name: 'Bob clone' })).toBeInTheDocument();
    await waitFor(() => expect(useUserVoicesCache.getState().voices).toHaveLength(2));
  });

  it('logout removes both lists from memory and storage', async () => {
    signInAs('u1');
    useAssetsActorsCache.setState({ ownerId: 'u1', actors: [] });
    useUserVoicesCache.setState({ ownerId: 'u1', voices: [] });
    expect(localStorage.getItem(PersistedKey.ASSETS_ACTORS)).not.toBeNull();
    resetUserState();
    expect(useAssetsActorsCache.getState().actors).toBeNull();
    expect(useUserVoicesCache.getState().voices).toBeNull();
    expect(localStorage.getItem(PersistedKey.ASSETS_ACTORS)).toBeNull();
    expect(localStorage.getItem(PersistedKey.USER_VOICES)).toBeNull();
  });
});
