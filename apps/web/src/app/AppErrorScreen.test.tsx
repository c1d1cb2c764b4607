import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { useSessionStore } from '../state/useSessionStore';
import { fakeServer, ok } from '../test/fakeServer';
import { testQueryClient } from '../test/testQueryClient';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

function Broken(): never {
  throw new Error('render failed');
}

/** The real route table with one more route, under the real root, whose screen throws. */
function renderWithBrokenRoute(url: string) {
  const [root] = routes;
  const withBroken: RouteObject[] = [
    {
      element: root.element,
      errorElement: root.errorElement,
      children: [...(root.children ?? []), { path: 'broken', element: <Broken /> }],
    },
  ];
  const router = createMemoryRouter(withBroken, { initialEntries: [url] });
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { path: () => router.state.location.pathname };
}

describe('app error screen', () => {
  it('replaces the router developer page: an apology, Reload and Sign out, which signs out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const net = fakeServer({ 'POST /logout': () => ok(null) });
    useSessionStore.getState().signIn('tok', null);
    const app = renderWithBrokenRoute('/broken');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(logged).toHaveBeenCalledWith('[app] a screen failed to render', expect.any(Error));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.path()).toBe('/login/'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Talkreel' })).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
    expect(net.callsTo('POST /logout')).toHaveLength(1);
  });

  it('is translated', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await i18n.changeLanguage('zh-TW');
    renderWithBrokenRoute('/broken');
    expect(await screen.findByRole('heading', { name: '發生了一些問題' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新載入' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登出' })).toBeInTheDocument();
  });
});
