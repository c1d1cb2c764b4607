import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/AppProviders';
import { testQueryClient } from '../../../test/testQueryClient';

/**
 * A dialog inside the app's real providers (i18n, queries, toasts) and a router at the
 * project page, where the generation feature opens it. Other paths render nothing, so a
 * navigation away is visible through `path()`.
 */
export function renderDialog(ui: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/creation/project/:id/', element: ui },
      { path: '*', element: null },
    ],
    { initialEntries: ['/creation/project/p1/'] },
  );
  const queryClient = testQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, queryClient, path: () => router.state.location.pathname };
}
