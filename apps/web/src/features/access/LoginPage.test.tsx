import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setServerSettings } from '../../test/serverSettings';

const googleButton = () => screen.queryByRole('button', { name: 'Continue with Google' });

describe('login page: "Continue with Google"', () => {
  it('is hidden, with its "or" divider, when the server has no Google sign-in configured', async () => {
    setServerSettings({ signingSecret: 's', googleSignIn: false });
    await renderApp('/login/');
    expect(await screen.findByRole('button', { name: 'Continue with email' })).toBeInTheDocument();
    expect(googleButton()).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('shows when the server has it configured', async () => {
    setServerSettings({ signingSecret: 's', googleSignIn: true });
    await renderApp('/login/');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByText('or')).toBeInTheDocument();
  });
});
