import { ATTEMPT_LIMIT, ATTEMPT_WINDOW_MS, Code, LoginMethod, Message } from '@talkreel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import forge from 'node-forge';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../state/useSessionStore';
import { advance, advanceUntil } from '../../test/fakeClock';
import { fakeServer, ok, profileOf, refuse, workspaceList } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

let keys: forge.pki.rsa.KeyPair;
beforeAll(() => {
  keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
});

const atInvite = (step: 1 | 2 = 2) =>
  useSessionStore.getState().startActivation({
    email: 'ada@example.com',
    sessionId: 'sess-1',
    step,
    loginMethod: step === 2 ? LoginMethod.EMAIL : undefined,
  });

const inviteServer = (overrides: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    'POST /join-waiting-queue': () => ok(null),
    'GET /rsapub': () =>
      ok({ exponent: 65537, module: keys.publicKey.n.toString(16), rsa_id: 'rsa-1' }),
    'POST /login': () => ok({ token: 'activated-token' }),
    'GET /users/profile': () => ok(profileOf('ada@example.com')),
    'POST /workspace/list': () => ok(workspaceList()),
    'GET /agent/check-admin': () => ok({ agent_admin: false }),
    ...overrides,
  });

const decrypt = (b64: string) =>
  forge.util.decodeUtf8(keys.privateKey.decrypt(forge.util.decode64(b64), 'RSAES-PKCS1-V1_5'));

describe('waitlist button (core.md §4)', () => {
  it('goes idle → loading → joined, then locks and thanks the user', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const net = inviteServer({
      'POST /join-waiting-queue': () => new Promise((r) => (release = () => r(ok(null)))),
    });
    atInvite();
    await renderApp('/invite/');
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    const busy = screen.getByRole('button', { name: 'Join the waitlist' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    release();
    const joined = await screen.findByRole('button', { name: "You're on the waitlist" });
    expect(joined).toBeDisabled();
    expect(screen.getByText(/We'll email you an invitation code/)).toBeInTheDocument();
    expect(net.callsTo('POST /join-waiting-queue')[0].body).toEqual({
      name: '',
      email: 'ada@example.com',
      login_method: LoginMethod.EMAIL,
    });
  });

  it('stays joined after a reload', async () => {
    const user = userEvent.setup();
    inviteServer();
    atInvite();
    const first = await renderApp('/invite/');
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    await screen.findByRole('button', { name: "You're on the waitlist" });
    first.unmount();
    await renderApp('/invite/');
    expect(await screen.findByRole('button', { name: "You're on the waitlist" })).toBeDisabled();
  });

  it('returns to idle with a toast when joining fails', async () => {
    const user = userEvent.setup();
    inviteServer({
      'POST /join-waiting-queue': () => refuse(Code.SLOW_DOWN, Message.TOO_FREQUENT),
    });
    atInvite();
    await renderApp('/invite/');
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Slow Down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
  });
});

describe('invitation code', () => {
  it('encrypts the code with the server key (PKCS#1 v1.5) and activates', async () => {
    const user = userEvent.setup();
    const net = inviteServer();
    atInvite();
    const app = await renderApp('/invite/');
    const getStarted = await screen.findByRole('button', { name: 'Get started' });
    expect(getStarted).toBeDisabled();
    await user.type(screen.getByLabelText('Invitation code'), ' ABCD-EFGH-JKLM ');
    await user.click(getStarted);
    await waitFor(() => expect(app.path()).toBe('/creation/folder/uncategorized/'));
    const body = net.callsTo('POST /login')[0].body as Record<string, string>;
    expect(body).toMatchObject({
      email: 'ada@example.com',
      email_session_id: 'sess-1',
      login_method: LoginMethod.EMAIL,
      rsa_id: 'rsa-1',
    });
    expect(decrypt(body.activation_code)).toBe('ABCD-EFGH-JKLM');
    expect(useSessionStore.getState().token).toBe('activated-token');
    // Activation is done: the invite screen's pieces are gone.
    expect(useSessionStore.getState().invitation.sessionId).toBeNull();
  });

  it('resumes a third-party activation (step 1) with the e-mail session it was handed', async () => {
    const user = userEvent.setup();
    const net = inviteServer();
    atInvite(1);
    const app = await renderApp('/invite/');
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    await screen.findByRole('button', { name: "You're on the waitlist" });
    // The waitlist records how the visitor came in.
    expect(net.callsTo('POST /join-waiting-queue')[0].body).toMatchObject({
      login_method: LoginMethod.GOOGLE,
    });
    await user.type(screen.getByLabelText('Invitation code'), 'CODE');
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(net.callsTo('POST /login')).toHaveLength(1));
    expect(net.callsTo('POST /login')[0].body).toMatchObject({
      email: 'ada@example.com',
      login_method: LoginMethod.EMAIL,
      email_session_id: 'sess-1',
    });
    // The sign-in finishes here, not in the next test: a slow machine would store its token there.
    await waitFor(() => expect(app.path()).toBe('/creation/folder/uncategorized/'));
  });

  it('shows a refused code in red and stays', async () => {
    const user = userEvent.setup();
    inviteServer({
      'POST /login': () => refuse(Code.INVALID_CODE, Message.INVALID_ACTIVATION_CODE),
    });
    atInvite();
    const app = await renderApp('/invite/');
    await user.type(await screen.findByLabelText('Invitation code'), 'USED-CODE');
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(
      (await screen.findByText(Message.INVALID_ACTIVATION_CODE)).closest('[data-tone]'),
    ).toHaveAttribute('data-tone', 'error');
    expect(app.path()).toBe('/invite/');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('after 10 attempts in a minute shows the frequent-requests message without calling, until the minute is over (core.md §5)', async () => {
    const user = userEvent.setup();
    const net = inviteServer({
      'POST /login': () => refuse(Code.INVALID_CODE, Message.INVALID_ACTIVATION_CODE),
    });
    atInvite();
    await renderApp('/invite/');
    await user.type(await screen.findByLabelText('Invitation code'), 'WRONG-CODE');
    const getStarted = screen.getByRole('button', { name: 'Get started' });
    // The minute is counted on the fake clock from the first attempt on.
    vi.useFakeTimers();
    for (let i = 1; i <= ATTEMPT_LIMIT; i++) {
      fireEvent.click(getStarted);
      await advanceUntil(() => expect(net.callsTo('POST /login')).toHaveLength(i));
      await advanceUntil(() => expect(getStarted).toBeEnabled());
    }
    fireEvent.click(getStarted);
    await advanceUntil(() => screen.getByText(Message.TOO_FREQUENT));
    expect(net.callsTo('POST /login')).toHaveLength(ATTEMPT_LIMIT);
    // Still inside the minute: still refused on the page, still no call.
    await advance(ATTEMPT_WINDOW_MS - 1_000);
    fireEvent.click(getStarted);
    await advance(100);
    expect(screen.getByText(Message.TOO_FREQUENT)).toBeInTheDocument();
    expect(net.callsTo('POST /login')).toHaveLength(ATTEMPT_LIMIT);
    // The minute is over: the next attempt goes out.
    await advance(1_000);
    fireEvent.click(getStarted);
    await advanceUntil(() => expect(net.callsTo('POST /login')).toHaveLength(ATTEMPT_LIMIT + 1));
  });

  it('Back returns to /login/ replacing the history entry', async () => {
    const user = userEvent.setup();
    inviteServer();
    atInvite();
    const app = await renderApp('/invite/');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.path()).toBe('/login/'));
    expect(app.router.state.historyAction).toBe('REPLACE');
  });
});
