import { Code, Message } from '@talkreel/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createHandoffKey } from '../features/access/googleHandoffKey';
import { loadedSidebar } from '../features/tree/testing/openCreation';
import { i18n } from '../i18n/i18n';
import { useRouteMemory } from '../state/useRouteMemory';
import { useSessionStore } from '../state/useSessionStore';
import { fakeServer, ok, profileOf, refuse, workspaceList } from '../test/fakeServer';
import { type RenderedApp, renderApp } from '../test/renderApp';

/** A signed-in user's server: profile, products, not an agent admin. */
const signedInServer = (email = 'ada@example.com', extra = {}) =>
  fakeServer({
    'GET /users/profile': () => ok(profileOf(email)),
    'POST /workspace/list': () => ok(workspaceList()),
    'GET /agent/check-admin': () => ok({ agent_admin: false }),
    ...extra,
  });

/**
 * The creation area's first calls, answered: an unknown call's 404 toast ("Content Not Found")
 * arriving after a test has ended would show in the next test's page (the toasts are one store).
 */
const creationStart = {
  'POST /sidebar/folders': () =>
    ok({ current_num: 1, total_page: 1, total_folder: 0, folders: [] }),
  'POST /sidebar/folder/projects': () =>
    ok({ current_num: 1, total_page: 1, total_pro: 0, projects: [] }),
};

const signIn = (token = 'tok') => useSessionStore.getState().signIn(token, null);
const landsOn = (app: RenderedApp, path: string) => waitFor(() => expect(app.path()).toBe(path));
/**
 * Lands in the signed-in shell and waits for its last start-up call, so none of this test's
 * requests is still on its way (its headers are signed asynchronously) when the next test's
 * fake server is listening.
 */
const settlesInShell = async (app: RenderedApp, net: ReturnType<typeof fakeServer>) => {
  await landsOn(app, '/creation/folder/uncategorized/');
  await waitFor(() => expect(net.callsTo('GET /agent/check-admin')).toHaveLength(1));
};

describe('route guards', () => {
  it('sends a visitor without a token to /login/', async () => {
    const app = await renderApp('/assets/actor/');
    await landsOn(app, '/login/');
    expect(screen.getByRole('heading', { name: 'Welcome to Talkreel' })).toBeInTheDocument();
  });

  it('sends a signed-in user from /login/ to / and on to the uncategorized folder', async () => {
    signedInServer();
    signIn();
    const app = await renderApp('/login/');
    await landsOn(app, '/creation/folder/uncategorized/');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('refuses /invite/ without a stored invitation session', async () => {
    const app = await renderApp('/invite/');
    await landsOn(app, '/login/');
  });

  it('restores the last visited main route at /', async () => {
    signedInServer();
    signIn();
    useRouteMemory.getState().remember('/assets/voice/');
    const app = await renderApp('/');
    await landsOn(app, '/assets/voice/');
  });

  it('remembers only main routes, and creation paths separately', () => {
    const memory = useRouteMemory.getState();
    memory.remember('/creation/project/p1/');
    memory.remember('/settings/account/');
    memory.remember('/somewhere/else');
    expect(useRouteMemory.getState()).toMatchObject({
      lastRoute: '/settings/account/',
      lastCreationPath: '/creation/project/p1/',
    });
  });

  it('sends a non-admin from an agent route back to their creation work', async () => {
    signedInServer();
    signIn();
    useRouteMemory.getState().remember('/creation/project/p9/');
    const app = await renderApp('/agent/dashboard/user-management/a1/');
    await landsOn(app, '/creation/project/p9/');
  });

  it('lets an agent admin open agent routes and shows the Agent rail entry', async () => {
    signedInServer('ada@example.com', {
      'GET /agent/check-admin': () => ok({ agent_admin: true }),
    });
    signIn();
    const app = await renderApp('/agent/');
    expect(await screen.findByRole('link', { name: 'Agent' })).toBeInTheDocument();
    expect(app.path()).toBe('/agent/');
  });

  it.each(['/no/such/page', '/assets/', '/creation/xyz'])(
    'shows a not-found page inside the frame at %s, with a way back',
    async (path) => {
      const user = userEvent.setup();
      const net = signedInServer();
      signIn();
      const app = await renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(app.path()).toBe(path);
      // The frame stays: the rail's navigation is there to go anywhere else.
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Go to your projects' }));
      await settlesInShell(app, net);
    },
  );

  it('says it in the chosen language', async () => {
    signedInServer();
    signIn();
    await act(() => i18n.changeLanguage('zh-TW'));
    await renderApp('/assets/');
    expect(await screen.findByRole('heading', { name: '找不到頁面' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往我的專案' })).toBeInTheDocument();
  });

  it('goes to /login/ when a call finds the session expired (1002)', async () => {
    fakeServer({
      'GET /users/profile': () => refuse(Code.SIGN_IN_REQUIRED, Message.TOKEN_EXPIRED),
    });
    signIn('expired');
    const app = await renderApp('/assets/actor/');
    await landsOn(app, '/login/');
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('start-up address', () => {
  it('error=ACTIVATION_CODE_NEED with e-mail and session id opens /invite/ at step 1', async () => {
    const app = await renderApp(
      '/login/?error=ACTIVATION_CODE_NEED&email=ada%40example.com&session_id=s-9',
    );
    await landsOn(app, '/invite/');
    expect(useSessionStore.getState().invitation).toMatchObject({
      email: 'ada@example.com',
      sessionId: 's-9',
      step: 1,
    });
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
  });

  it('?code= from a Google sign-in this tab started: redeems it with the kept key and goes to /', async () => {
    const net = signedInServer('ada@example.com', {
      'POST /oauth/google/exchange': () => ok({ token: 'google-token' }),
    });
    const key = createHandoffKey();
    const app = await renderApp('/login/?code=one-time-code');
    await settlesInShell(app, net);
    expect(useSessionStore.getState().token).toBe('google-token');
    expect(net.callsTo('POST /oauth/google/exchange')[0].body).toEqual({
      code: 'one-time-code',
      handoff_key: key,
    });
    // The key served its one return.
    expect(sessionStorage.length).toBe(0);
  });

  it('?code= in a tab that started no sign-in (a link from elsewhere) signs nobody in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const net = fakeServer({});
    const app = await renderApp('/login/?code=attacker-code');
    expect(await screen.findByText('Authorization Failed')).toBeInTheDocument();
    await landsOn(app, '/login/');
    expect(app.router.state.location.search).toBe('');
    expect(net.calls.map((c) => `${c.method} ${c.path}`)).toEqual([]);
    expect(useSessionStore.getState().token).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('handoff_not_started_here'));
  });

  it('a refused hand-off keeps the signed-in user signed in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const net = signedInServer('ada@example.com', {
      'POST /oauth/google/exchange': () =>
        refuse(Code.AUTHORIZATION_FAILED, 'Google sign-in hand-off refused'),
    });
    signIn('ada-token');
    createHandoffKey();
    const app = await renderApp('/login/?code=someone-elses-code');
    expect(await screen.findByText('Authorization Failed')).toBeInTheDocument();
    await settlesInShell(app, net);
    expect(net.callsTo('POST /oauth/google/exchange')).toHaveLength(1);
    expect(useSessionStore.getState().token).toBe('ada-token');
  });

  it('a bare ?token= (the old hand-off) is not trusted: no sign-in, the authorization toast', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const net = fakeServer({});
    const app = await renderApp('/login/?token=planted-token');
    expect(await screen.findByText('Authorization Failed')).toBeInTheDocument();
    await landsOn(app, '/login/');
    expect(app.router.state.location.search).toBe('');
    expect(useSessionStore.getState().token).toBeNull();
    expect(net.calls.map((c) => `${c.method} ${c.path}`)).toEqual([]);
  });

  it('a third-party failure (?error=<reason>) stays on /login/ with the authorization toast', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = await renderApp('/login/?error=access_denied');
    expect(await screen.findByText('Authorization Failed')).toBeInTheDocument();
    expect(screen.getByText('Third-party authorization failed.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('access_denied'));
    expect(app.router.state.location.search).toBe('');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('an invitation link without a session stores the invitation and opens /login/', async () => {
    const app = await renderApp('/?token=inv-1&email=bob%40example.com');
    await landsOn(app, '/login/');
    expect(useSessionStore.getState().invitation).toMatchObject({
      invitedEmail: 'bob@example.com',
      inviteToken: 'inv-1',
    });
  });

  it('accepts the invitation when the signed-in user is the invitee', async () => {
    const net = signedInServer('bob@example.com', {
      'POST /users/accept-invitation': () => ok({ workspace_id: 'w2' }),
      ...creationStart,
    });
    signIn();
    const app = await renderApp('/?token=inv-1&email=Bob%40example.com');
    await landsOn(app, '/creation/folder/uncategorized/');
    await loadedSidebar();
    expect(net.callsTo('POST /users/accept-invitation')[0].body).toEqual({ invite_token: 'inv-1' });
    expect(useSessionStore.getState().token).toBe('tok');
  });

  it('swallows a failed acceptance and still opens the app', async () => {
    const net = signedInServer('bob@example.com', {
      'POST /users/accept-invitation': () => refuse(Code.NOT_FOUND, 'Invitation not found'),
      // Answered so that a "Content Not Found" toast could only come from the refused acceptance.
      ...creationStart,
    });
    signIn();
    const app = await renderApp('/?token=used&email=bob%40example.com');
    await landsOn(app, '/creation/folder/uncategorized/');
    await waitFor(() => expect(net.callsTo('POST /users/accept-invitation')).toHaveLength(1));
    await loadedSidebar();
    expect(screen.queryByText('Content Not Found')).toBeNull();
  });

  it('signs out someone else and keeps the invitation for the invitee', async () => {
    const net = signedInServer('ada@example.com', { 'POST /logout': () => ok(null) });
    signIn('ada-token');
    const app = await renderApp('/?token=inv-2&email=bob%40example.com');
    await landsOn(app, '/login/');
    expect(net.callsTo('POST /logout')).toHaveLength(1);
    expect(net.callsTo('POST /users/accept-invitation')).toHaveLength(0);
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      invitation: { invitedEmail: 'bob@example.com', inviteToken: 'inv-2' },
    });
  });
});
