import { Code } from '@talkreel/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Account, useSessionStore } from '../../state/useSessionStore';
import { fakeServer, ok, refuse } from '../../test/fakeServer';
import { AppToaster } from '../../ui/AppToaster';
import { fakeLayout } from '../actors/testing/layout';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { myVoicePage, myVoiceRow } from '../voices/upload/testing/fixtures';
import { myActorRow, myActorsPage } from './actors/testing/fixtures';
import { renderActorLibrary } from './actors/testing/renderActorLibrary';
import { renderVoiceLibrary } from './voices/testing/renderVoiceLibrary';
import { useUserVoicesCache } from './voices/userVoicesCache';

beforeAll(fillBrowserGaps);
let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeLayout({ width: 800, height: 6000, scrollHeight: 6000 });
});
afterEach(() => restoreLayout());

const account: Account = {
  id: 'u1',
  email: 'u1@example.com',
  username: 'u1',
  avatar: null,
  latestModifiedWorkspace: { id: 'w1' },
};
const failure = () => refuse(Code.OPERATION_FAILED, 'Please try again later.');
const actorsKey = 'POST /video/user-actor-template-videos';
const voicesKey = 'GET /users/myvoice';
const extras = { 'GET /audio/clone-providers': () => ok({ providers: [] }) };

describe('an asset library that fails to load (creation.md §8)', () => {
  it('the voice library says so with a retry instead of claiming to be empty, and never toasts', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useSessionStore.getState().signIn('tok', account);
    let answer = failure;
    const net = fakeServer({ [voicesKey]: () => answer(), ...extras });
    render(<AppToaster />);
    renderVoiceLibrary();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your library.");
    expect(screen.queryByText(/Voices you clone or match appear here/)).toBeNull();
    // Only logged: no toast of the catalogue's message.
    expect(screen.queryByText('Please try again later.')).toBeNull();
    expect(console.warn).toHaveBeenCalled();

    answer = () => ok(myVoicePage([myVoiceRow('v1', 'Ada narration')]));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ada narration' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(net.callsTo(voicesKey)).toHaveLength(2);
  });

  it('a failed fetch keeps the list from the last visit on screen and in the cache', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useSessionStore.getState().signIn('tok', account);
    fakeServer({ [voicesKey]: () => ok(myVoicePage([myVoiceRow('v1', 'Kept voice')])), ...extras });
    const first = renderVoiceLibrary();
    await screen.findByRole('article', { name: 'Kept voice' });
    await waitFor(() => expect(useUserVoicesCache.getState().voices).toHaveLength(1));
    first.unmount();

    fakeServer({ [voicesKey]: failure, ...extras });
    renderVoiceLibrary();
    await screen.findByRole('alert');
    expect(screen.getByRole('article', { name: 'Kept voice' })).toBeInTheDocument();
    expect(useUserVoicesCache.getState().voices).toHaveLength(1);
  });

  it('the actor library says so with a retry, and the retry shows the actors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useSessionStore.getState().signIn('tok', account);
    let answer = failure;
    fakeServer({ [actorsKey]: () => answer() });
    renderActorLibrary();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your library.");
    expect(screen.queryByText('Actors you create from a photo or a video appear here.')).toBeNull();
    answer = () => ok(myActorsPage([myActorRow(1, 'Ada')]));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ada' })).toBeInTheDocument();
  });
});
