import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../state/useSessionStore';
import { fakeServer, ok } from '../test/fakeServer';
import { testQueryClient } from '../test/testQueryClient';
import { AppEntry } from './AppEntry';
import { AppProviders } from './AppProviders';

// A part of the login page that fails to render while `broken` is on.
const showcase = vi.hoisted(() => ({ broken: true }));
vi.mock('../features/access/LoginShowcase', () => ({
  LoginShowcase: () => {
    if (showcase.broken) throw new Error('render failed');
    return null;
  },
}));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the login page opened without the router, when it fails to render', () => {
  it('shows the app error screen; Sign out clears stored state and opens the login page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const net = fakeServer({ 'POST /logout': () => ok(null) });
    useSessionStore.getState().rememberInvitation('bo@example.com', 'inv-7');
    window.history.replaceState(null, '', '/login/');
    render(
      <AppProviders queryClient={testQueryClient()}>
        <AppEntry loginFirst />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[app] a screen failed to render', expect.any(Error));

    showcase.broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Talkreel' })).toBeVisible();
    await waitFor(() => expect(net.callsTo('POST /logout')).toHaveLength(1));
    expect(useSessionStore.getState().invitation.inviteToken).toBeNull();
    expect(window.location.pathname).toBe('/login/');
  });
});
