import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../state/useSessionStore';
import { fakeServer, ok, profileOf, workspaceList } from '../test/fakeServer';
import { renderApp } from '../test/renderApp';

// The creation area's chunk cannot be fetched, as after a deploy removed the old build's files.
vi.mock('../features/tree/routes', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/routes-old.js');
});

describe('an area whose chunk fails to load', () => {
  it('shows the app error screen with Reload, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServer({
      'GET /users/profile': () => ok(profileOf('ada@example.com')),
      'POST /workspace/list': () => ok(workspaceList()),
      'GET /agent/check-admin': () => ok({ agent_admin: false }),
    });
    useSessionStore.getState().signIn('tok', null);
    const app = await renderApp('/creation/product/');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(app.path()).toBe('/creation/product/');
  });

  it('leaves the other areas working', async () => {
    fakeServer({
      'GET /users/profile': () => ok(profileOf('ada@example.com')),
      'POST /workspace/list': () => ok(workspaceList()),
      'GET /agent/check-admin': () => ok({ agent_admin: false }),
    });
    useSessionStore.getState().signIn('tok', null);
    await renderApp('/settings/account/');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
