import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

describe('Continue with Google', () => {
  it('binds the sign-in to a key this tab keeps, then leaves for the provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    const net = fakeServer({
      'POST /oauth/google/session': () => ok({ oauth_url: 'https://provider.example/auth?x=1' }),
    });
    await renderApp('/login/');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://provider.example/auth?x=1'));
    const body = net.callsTo('POST /oauth/google/session')[0].body as {
      redirect_uri: string;
      handoff_key: string;
    };
    expect(body.redirect_uri).toBe(`${window.location.origin}/login/`);
    expect(body.handoff_key).toMatch(/^[\w-]{43}$/);
    expect(sessionStorage.getItem('talkreel.googleHandoffKey')).toBe(body.handoff_key);
  });
});
