import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../../app/AppProviders';
import { testQueryClient } from '../../../../test/testQueryClient';
import { ActorLibraryPage } from '../ActorLibraryPage';
import { ActorLibraryRoute } from '../ActorLibraryRoute';

/**
 * The actor library inside the app's real providers (i18n, queries, toasts), at its route;
 * the project page is an empty stand-in, so where Apply leads shows in `path()`.
 */
export function renderActorLibrary({ withDialog = false }: { withDialog?: boolean } = {}) {
  const onAdd = vi.fn();
  // The route as the app mounts it (with the create-actor dialog), or the page alone.
  const element = withDialog ? <ActorLibraryRoute /> : <ActorLibraryPage onAdd={onAdd} />;
  const router = createMemoryRouter(
    [
      { path: '/assets/actor/', element },
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
