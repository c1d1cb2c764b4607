import {
  ATTEMPT_LIMIT,
  ATTEMPT_WINDOW_MS,
  Code,
  LoginMethod,
  Message,
  RESEND_COUNTDOWN_S,
} from '@talkreel/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { useSessionStore } from '../../state/useSessionStore';
import { advance, advanceUntil } from '../../test/fakeClock';
import { fakeServer, ok, profileOf, refuse, workspaceList } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

const loginServer = (overrides: Parameters<typeof fakeServer>[0] = {}, firstLogin = false) =>
  fakeServer({
    'POST /prelogin/get_email_login_session': () =>
      ok({ email_session_id: 'sess-1', first_login: firstLogin }),
    'POST /prelogin/send_email_verify_code': () => ok(null),
    'POST /login': () => ok({ token: 'new-token' }),
    'GET /users/profile': () => ok(profileOf('ada@example.com')),
    'POST /workspace/list': () => ok(workspaceList()),
    'GET /agent/check-admin': () => ok({ agent_admin: false }),
    ...overrides,
  });

const email = () => screen.getByLabelText('Email');
const continueButton = () => screen.getByRole('button', { name: 'Continue with email' });

async function reachVerify(user: ReturnType<typeof userEvent.setup>, address = 'ada@example.com') {
  await user.type(email(), address);
  await user.click(continueButton());
  return screen.findByLabelText('Verification code');
}

describe('e-mail login form (core.md §4)', () => {
  it('enables the first step only for an address matching the pattern', async () => {
    const user = userEvent.setup();
    await renderApp('/login/');
    expect(continueButton()).toBeDisabled();
    await user.type(email(), 'ada@example');
    expect(continueButton()).toBeDisabled();
    await user.type(email(), '.com');
    expect(continueButton()).toBeEnabled();
    await user.type(email(), ' x');
    expect(continueButton()).toBeDisabled();
  });

  it('starts a session, sends the code, shows it in green and counts 60 s down before resend', async () => {
    const user = userEvent.setup();
    const net = loginServer();
    await renderApp('/login/');
    await user.type(email(), 'ada@example.com');
    // From the sending on, the clock moves only when the test says so: the 60 s are never the
    // machine's. Checked every 10 ms of fake time, the countdown has run at most 10 ms when seen.
    vi.useFakeTimers();
    fireEvent.click(continueButton());
    await advanceUntil(() => screen.getByLabelText('Verification code'));
    expect(net.callsTo('POST /prelogin/get_email_login_session')[0].body).toEqual({
      email: 'ada@example.com',
    });
    expect(net.callsTo('POST /prelogin/send_email_verify_code')[0].body).toEqual({
      email_session_id: 'sess-1',
    });
    const sent = screen.getByText('Code sent to ada@example.com. Check your inbox.');
    expect(sent.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');

    const resend = screen.getByRole('button', { name: `Resend in ${RESEND_COUNTDOWN_S}s` });
    expect(resend).toBeDisabled();
    await advance(30_000);
    expect(screen.getByRole('button', { name: 'Resend in 30s' })).toBeDisabled();
    await advance(30_000);
    const ready = screen.getByRole('button', { name: 'Resend code' });
    expect(ready).toBeEnabled();

    fireEvent.click(ready);
    await advanceUntil(() =>
      screen.getByRole('button', { name: `Resend in ${RESEND_COUNTDOWN_S}s` }),
    );
    // The same session gets a fresh code; no second session is started.
    expect(net.callsTo('POST /prelogin/send_email_verify_code')).toHaveLength(2);
    expect(net.callsTo('POST /prelogin/get_email_login_session')).toHaveLength(1);
  });

  it('returns to the e-mail step when the address is edited', async () => {
    const user = userEvent.setup();
    loginServer();
    await renderApp('/login/');
    await reachVerify(user);
    await user.type(email(), 'm');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(continueButton()).toBeInTheDocument();
  });

  it('needs a code before Log in is enabled', async () => {
    const user = userEvent.setup();
    loginServer();
    await renderApp('/login/');
    const code = await reachVerify(user);
    const login = screen.getByRole('button', { name: 'Log in' });
    expect(login).toBeDisabled();
    await user.type(code, '123456');
    expect(login).toBeEnabled();
  });

  it('logs in (name = local part on first login), stores the token and opens the app', async () => {
    const user = userEvent.setup();
    const net = loginServer({}, true);
    const app = await renderApp('/login/');
    await user.type(await reachVerify(user), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.path()).toBe('/creation/folder/uncategorized/'));
    expect(net.callsTo('POST /login')[0].body).toEqual({
      name: 'ada',
      email: 'ada@example.com',
      login_method: LoginMethod.EMAIL,
      email_session_id: 'sess-1',
      email_verification: '123456',
      invite_token: '',
    });
    expect(useSessionStore.getState().token).toBe('new-token');
    expect(useSessionStore.getState().account?.email).toBe('ada@example.com');
  });

  it('sends the stored invite token when the address is the invited one', async () => {
    const user = userEvent.setup();
    const net = loginServer();
    useSessionStore.getState().rememberInvitation('ada@example.com', 'inv-7');
    const app = await renderApp('/login/');
    // The invited address is pre-filled; the match ignores case, so retype it differently.
    expect(email()).toHaveValue('ada@example.com');
    await user.clear(email());
    await user.type(await reachVerify(user, 'Ada@Example.com'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(net.callsTo('POST /login')).toHaveLength(1));
    expect(net.callsTo('POST /login')[0].body).toMatchObject({ name: '', invite_token: 'inv-7' });
    // The sign-in finishes here, not in the next test: a slow machine would store its token there.
    await waitFor(() => expect(app.path()).toBe('/creation/folder/uncategorized/'));
  });

  it('shows a refused code in red under the form, not as a toast', async () => {
    const user = userEvent.setup();
    loginServer({ 'POST /login': () => refuse(Code.INVALID_CODE, Message.INVALID_VERIFY_CODE) });
    const app = await renderApp('/login/');
    await user.type(await reachVerify(user), '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const line = await screen.findByText('Verification code is incorrect or expired');
    expect(line.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    expect(screen.queryByText('Invalid Code')).toBeNull();
    expect(app.path()).toBe('/login/');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('after 10 sign-in attempts shows the frequent-requests message without calling, for 60 s', async () => {
    const user = userEvent.setup();
    const net = loginServer({
      'POST /login': () => refuse(Code.INVALID_CODE, Message.INVALID_VERIFY_CODE),
    });
    await renderApp('/login/');
    await user.type(await reachVerify(user), '000000');
    const login = screen.getByRole('button', { name: 'Log in' });
    // The window is counted on the fake clock from the first attempt on.
    vi.useFakeTimers();
    for (let i = 1; i <= ATTEMPT_LIMIT; i++) {
      fireEvent.click(login);
      await advanceUntil(() => expect(net.callsTo('POST /login')).toHaveLength(i));
      await advanceUntil(() => expect(login).toBeEnabled());
    }
    fireEvent.click(login);
    await advanceUntil(() => screen.getByText(Message.TOO_FREQUENT));
    expect(net.callsTo('POST /login')).toHaveLength(ATTEMPT_LIMIT);
    // The count starts again a minute after its first attempt.
    await advance(ATTEMPT_WINDOW_MS);
    fireEvent.click(login);
    await advanceUntil(() => expect(net.callsTo('POST /login')).toHaveLength(ATTEMPT_LIMIT + 1));
  });

  it('when the server voids the code, says so and offers a new one at once', async () => {
    const user = userEvent.setup();
    const net = loginServer({
      'POST /login': () => refuse(Code.INVALID_CODE, Message.LOGIN_CODE_VOID),
    });
    await renderApp('/login/');
    await user.type(await reachVerify(user), '000000');
    // The 60 s countdown is running when the code is voided.
    expect(screen.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const line = await screen.findByText('This code is no longer valid. Send a new one.');
    expect(line.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    await user.click(resend);
    await waitFor(() =>
      expect(net.callsTo('POST /prelogin/send_email_verify_code')).toHaveLength(2),
    );
  });

  it('says the voided code in the chosen language', async () => {
    const user = userEvent.setup();
    loginServer({ 'POST /login': () => refuse(Code.INVALID_CODE, Message.LOGIN_CODE_VOID) });
    await act(() => i18n.changeLanguage('de'));
    await renderApp('/login/');
    await user.type(await screen.findByLabelText('E-Mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Weiter mit E-Mail' }));
    await user.type(await screen.findByLabelText('Bestätigungscode'), '000000');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText('Dieser Code ist nicht mehr gültig. Fordern Sie einen neuen an.'),
    ).toBeInTheDocument();
  });

  it('hints at an invalid address once the field is left or Enter is pressed, not while typing', async () => {
    const user = userEvent.setup();
    const net = loginServer();
    await renderApp('/login/');
    const hint = 'Enter a valid email address, like name@company.com.';
    await user.type(email(), 'ada@example');
    expect(screen.queryByText(hint)).toBeNull();
    await user.type(email(), '{Enter}');
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(hint);
    expect(net.callsTo('POST /prelogin/get_email_login_session')).toHaveLength(0);
    // Fixed, the hint goes at once.
    await user.type(email(), '.com');
    expect(screen.queryByText(hint)).toBeNull();
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('hints on leaving the field, and not for an empty one', async () => {
    const user = userEvent.setup();
    loginServer();
    await renderApp('/login/');
    const hint = 'Enter a valid email address, like name@company.com.';
    await user.click(email());
    await user.tab();
    expect(screen.queryByText(hint)).toBeNull();
    await user.type(email(), 'ada at example.com');
    await user.tab();
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('sends an unactivated account to /invite/ with e-mail, session id and login method 2', async () => {
    const user = userEvent.setup();
    loginServer({
      'POST /login': () =>
        refuse(Code.SIGN_IN_FAILED, Message.ACTIVATION_CODE_NEED, {
          email: 'ada@example.com',
          session_id: 'sess-1',
        }),
    });
    const app = await renderApp('/login/');
    await user.type(await reachVerify(user), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.path()).toBe('/invite/'));
    expect(useSessionStore.getState().invitation).toMatchObject({
      email: 'ada@example.com',
      sessionId: 'sess-1',
      step: 2,
      loginMethod: LoginMethod.EMAIL,
    });
    expect(
      await screen.findByRole('heading', { name: 'Activate your account' }),
    ).toBeInTheDocument();
  });

  it('shows the frequent-requests message when sending is capped', async () => {
    const user = userEvent.setup();
    loginServer({
      'POST /prelogin/send_email_verify_code': () => refuse(Code.SLOW_DOWN, Message.TOO_FREQUENT),
    });
    await renderApp('/login/');
    await user.type(email(), 'ada@example.com');
    await user.click(continueButton());
    expect((await screen.findByText(Message.TOO_FREQUENT)).closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'error',
    );
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });
});
