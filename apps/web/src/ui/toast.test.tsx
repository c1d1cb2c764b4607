import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppToaster } from './AppToaster';
import { notify } from './toast';

describe('toasts (the library is its own chunk)', () => {
  it('a notice sent before any Toaster listens is shown once one does, not lost', async () => {
    notify({ tone: 'error', title: 'Sent before the toaster', text: 'Still shown' });
    expect(screen.queryByText('Sent before the toaster')).toBeNull();
    render(<AppToaster />);
    expect(await screen.findByText('Sent before the toaster')).toBeInTheDocument();
    expect(screen.getByText('Still shown')).toBeInTheDocument();
  });

  it('shows a notice at once while a Toaster listens', async () => {
    render(<AppToaster />);
    await screen.findByRole('region');
    notify({ tone: 'success', title: 'Right away' });
    expect(await screen.findByText('Right away')).toBeInTheDocument();
  });
});
