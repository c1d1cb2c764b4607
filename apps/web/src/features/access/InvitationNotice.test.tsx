import { Code } from '@talkreel/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { useSessionStore } from '../../state/useSessionStore';
import { fakeServer, ok, refuse } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

const email = () => screen.getByLabelText('Email') as HTMLInputElement;

function storeInvitation(invitedEmail = 'bob@example.com', inviteToken = 'inv-1') {
  useSessionStore.getState().rememberInvitation(invitedEmail, inviteToken);
}

describe('login page after an invitation link (core.md §2)', () => {
  it('pre-fills the invited e-mail and says who invited them to which product', async () => {
    const net = fakeServer({
      'POST /users/invitation-preview': () =>
        ok({
          email: 'bob@example.com',
          inviter_name: 'Grace Hopper',
          workspace_name: 'Launch <b>Studio</b>',
        }),
    });
    storeInvitation();
    await renderApp('/login/');
    expect(email().value).toBe('bob@example.com');
    const notice = await screen.findByTestId('invitation-notice');
    // The product name is shown as typed, never read as markup.
    expect(notice).toHaveTextContent('Grace Hopper invited you to Launch <b>Studio</b>');
    expect(notice.querySelector('b')).toBeNull();
    expect(notice.querySelectorAll('strong')).toHaveLength(2);
    expect(net.callsTo('POST /users/invitation-preview')[0].body).toEqual({
      invite_token: 'inv-1',
    });
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
  });

  it('says it in the chosen language', async () => {
    fakeServer({
      'POST /users/invitation-preview': () =>
        ok({ email: 'bob@example.com', inviter_name: 'Grace', workspace_name: 'Launch' }),
    });
    storeInvitation();
    await act(() => i18n.changeLanguage('de'));
    await renderApp('/login/');
    expect(await screen.findByTestId('invitation-notice')).toHaveTextContent(
      'Grace hat dich zu Launch eingeladen',
    );
  });

  it('still pre-fills the e-mail but says nothing, and shows no toast, for a dead token', async () => {
    const net = fakeServer({
      'POST /users/invitation-preview': () =>
        refuse(Code.NOT_FOUND, 'This invitation does not exist or has expired'),
    });
    storeInvitation('carol@example.com', 'expired');
    await renderApp('/login/');
    expect(email().value).toBe('carol@example.com');
    await waitFor(() => expect(net.callsTo('POST /users/invitation-preview')).toHaveLength(1));
    expect(screen.queryByTestId('invitation-notice')).toBeNull();
    expect(screen.queryByText('Content Not Found')).toBeNull();
  });

  it('asks nothing and leaves the e-mail empty without an invitation', async () => {
    const net = fakeServer({});
    await renderApp('/login/');
    expect(email().value).toBe('');
    expect(screen.queryByTestId('invitation-notice')).toBeNull();
    expect(net.callsTo('POST /users/invitation-preview')).toHaveLength(0);
  });
});
