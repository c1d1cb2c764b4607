import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../../app/AppProviders';
import { testQueryClient } from '../../../../test/testQueryClient';
import { ActorLibraryPage } from '../ActorLibraryPage';

/**
 * The actor library inside the app's real providers (i18n, queries, toasts), at its route;
 * the project page is an empty stand-in, so where Apply leads shows in `path()`.
 */
export function renderActorLibrary() {
  const onAdd = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/assets/actor/', element: <ActorLibraryPage onAdd={onAdd} /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/assets/actor/'] },
  );
  const queryClient = testQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, queryClient, onAdd, path: () => router.state.location.pathname };
}
