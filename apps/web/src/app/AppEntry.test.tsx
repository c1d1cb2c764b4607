import { Code, Message } from '@talkreel/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../state/useSessionStore';
import { fakeServer, ok, profileOf, refuse, workspaceList } from '../test/fakeServer';
import { testQueryClient } from '../test/testQueryClient';
import { AppEntry } from './AppEntry';
import { AppProviders } from './AppProviders';
import { appChunk } from './appChunks';
import { openOnLoginPage } from './loginEntry';

const loginServer = (overrides: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    'POST /prelogin/get_email_login_session': () =>
      ok({ email_session_id: 'sess-1', first_login: false }),
    'POST /prelogin/send_email_verify_code': () => ok(null),
    'POST /login': () => ok({ token: 'new-token' }),
    'GET /users/profile': () => ok(profileOf('ada@example.com')),
    'POST /workspace/list': () => ok(workspaceList()),
    'GET /agent/check-admin': () => ok({ agent_admin: false }),
    ...overrides,
  });

/** The first screen as main.tsx opens it at `url`, with a spy on the app chunk's loading. */
function openApp(url: string) {
  window.history.replaceState(null, '', url);
  const load = vi.spyOn(appChunk, 'load');
  const loginFirst = openOnLoginPage(Boolean(useSessionStore.getState().token));
  render(
    <AppProviders queryClient={testQueryClient()}>
      <AppEntry loginFirst={loginFirst} />
    </AppProviders>,
  );
  return { loginFirst, load };
}

const path = () => window.location.pathname;

async function signInByEmail(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue with email' }));
  await user.type(await screen.findByLabelText('Verification code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the login page opened without the router (issue 24)', () => {
  it("a signed-out visitor's address becomes /login/; the app comes only with the sign-in", async () => {
    const user = userEvent.setup();
    loginServer();
    const { loginFirst, load } = openApp('/assets/actor/');
    expect(loginFirst).toBe(true);
    expect(path()).toBe('/login/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Talkreel' })).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await screen.findByLabelText('Verification code');
    expect(load).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(path()).toBe('/creation/folder/uncategorized/'));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(load).toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe('new-token');
  });

  it('an account still to activate goes on to /invite/, in the router', async () => {
    const user = userEvent.setup();
    loginServer({
      'POST /login': () =>
        refuse(Code.SIGN_IN_FAILED, Message.ACTIVATION_CODE_NEED, {
          email: 'ada@example.com',
          session_id: 'sess-1',
        }),
    });
    openApp('/login/');
    await signInByEmail(user);
    expect(
      await screen.findByRole('heading', { name: 'Activate your account' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/invite/');
    // The router took over the history the login page started: back is the login page again.
    window.history.back();
    expect(await screen.findByRole('heading', { name: 'Welcome to Talkreel' })).toBeVisible();
    expect(path()).toBe('/login/');
  });

  it('switches its language like the routed page', async () => {
    const user = userEvent.setup();
    const { load } = openApp('/login/');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de');
    expect(
      await screen.findByRole('heading', { name: 'Willkommen bei Talkreel' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/login/');
    expect(load).not.toHaveBeenCalled();
  });

  it('an app chunk that cannot be fetched after sign-in shows the error screen with Reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    loginServer();
    const { load } = openApp('/login/');
    load.mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module: /assets/App-old.js'),
    );
    await signInByEmail(user);
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('a visitor with a token waits for the app and lands where the router sends them', async () => {
    loginServer();
    useSessionStore.getState().signIn('tok', null);
    const { loginFirst } = openApp('/login/');
    expect(loginFirst).toBe(false);
    await waitFor(() => expect(path()).toBe('/creation/folder/uncategorized/'));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  it('an invitation link in the address is handled by the router, as before', async () => {
    fakeServer({
      'POST /users/invitation-preview': () =>
        ok({ email: 'bo@example.com', inviter_name: 'Grace', workspace_name: 'Launch' }),
    });
    const { loginFirst } = openApp('/login/?token=inv-7&email=bo%40example.com');
    expect(loginFirst).toBe(false);
    expect(await screen.findByTestId('invitation-notice')).toHaveTextContent(
      'Grace invited you to Launch',
    );
    expect(window.location.search).toBe('');
    expect(path()).toBe('/login/');
    expect(useSessionStore.getState().invitation).toMatchObject({
      invitedEmail: 'bo@example.com',
      inviteToken: 'inv-7',
    });
  });
});
