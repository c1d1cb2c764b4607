import { emptyReply } from '@talkreel/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../ui/AppToaster';
import { notify } from '../ui/toast';
import { callApiOnDemand } from './callApiOnDemand';

// The call layer's chunk cannot be fetched: the visitor went offline after the login page loaded.
vi.mock('./client', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/client-old.js');
});

describe('a login-page call whose call layer cannot be fetched', () => {
  it('fails as a lost connection, with the "Connection Failed" toast', async () => {
    render(<AppToaster />);
    const err = await callApiOnDemand('/join-waiting-queue', {
      method: 'POST',
      body: {},
      reply: emptyReply,
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'network', status: 0 });
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('Please check your internet connection.')).toBeInTheDocument();
  });

  it('leaves the toast to the caller that shows its errors inline', async () => {
    render(<AppToaster />);
    const err = await callApiOnDemand('/login', {
      method: 'POST',
      body: {},
      reply: emptyReply,
      toast: false,
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'network', status: 0 });
    // Toasts show in order: once a later one is on screen, an earlier one would be too.
    notify({ tone: 'info', title: 'Later notice' });
    expect(await screen.findByText('Later notice')).toBeInTheDocument();
    expect(screen.queryByText('Connection Failed')).toBeNull();
  });
});
