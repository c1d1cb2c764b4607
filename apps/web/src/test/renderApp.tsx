import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { patchAreaRoutes, routes } from '../app/routes';
import { testQueryClient } from './testQueryClient';

/** The whole app (real routes, guards and stores) at `url`, in a memory router. */
export function renderApp(url: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [url],
    patchRoutesOnNavigation: patchAreaRoutes,
  });
  const queryClient = testQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, path: () => router.state.location.pathname };
}
