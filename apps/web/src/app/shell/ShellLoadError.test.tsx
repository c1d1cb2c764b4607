import { Code, Message } from '@talkreel/contract';
import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { useSessionStore } from '../../state/useSessionStore';
import {
  type FakeReply,
  fakeServer,
  ok,
  profileOf,
  refuse,
  workspaceList,
} from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

/** A signed-in user whose profile call answers `profile()` (changeable between calls). */
function serverWithProfile(profile: () => FakeReply) {
  const net = fakeServer({
    'GET /users/profile': () => profile(),
    'POST /workspace/list': () => ok(workspaceList()),
    'GET /agent/check-admin': () => ok({ agent_admin: false }),
    'POST /logout': () => ok(null),
  });
  useSessionStore.getState().signIn('tok', null);
  return net;
}

afterEach(() => onlineManager.setOnline(true));

describe('account load failure screen', () => {
  it('says the device clock is off when the server refuses a skewed timestamp, and signs out', async () => {
    const net = serverWithProfile(() => refuse(Code.ACCESS_RESTRICTED, Message.STALE_TIMESTAMP));
    const app = await renderApp('/assets/actor/');
    expect(await screen.findByText(/clock is more than 5 minutes off/)).toBeInTheDocument();
    expect(screen.queryByText(/Check your connection/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.path()).toBe('/login/'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(net.callsTo('POST /logout')).toHaveLength(1);
  });

  it('says a suspended account (1015) is suspended and offers only sign out', async () => {
    serverWithProfile(() => refuse(Code.ACCOUNT_SUSPENDED, 'Account suspended'));
    const app = await renderApp('/assets/actor/');
    expect(await screen.findByText(/This account is suspended/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.path()).toBe('/login/'));
  });

  it('names another refusal as a refusal, with the server message, not as the connection', async () => {
    serverWithProfile(() => refuse(Code.ACCESS_RESTRICTED, Message.BAD_SIGNATURE));
    await renderApp('/assets/actor/');
    expect(
      await screen.findByText(
        'The server refused to load your account: Request signature is invalid',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('one "Try again" sends the call and opens the shell once the API is back, even while the browser reports offline', async () => {
    let up = false;
    const net = serverWithProfile(() => (up ? ok(profileOf('ada@example.com')) : 'network-error'));
    await renderApp('/assets/actor/');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/Check your connection/)).toBeInTheDocument();
    // The browser's online flag is not the API: it may say offline while the server answers.
    onlineManager.setOnline(false);
    up = true;
    const before = net.callsTo('GET /users/profile').length;
    fireEvent.click(retry);
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(net.callsTo('GET /users/profile')).toHaveLength(before + 1);
  });

  it('is translated', async () => {
    await i18n.changeLanguage('de');
    serverWithProfile(() => refuse(Code.ACCESS_RESTRICTED, Message.STALE_TIMESTAMP));
    await renderApp('/assets/actor/');
    expect(await screen.findByText(/Uhr deines Geräts/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });
});
