import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { AppProviders } from '../../../app/AppProviders';
import { RequireSession } from '../../../app/RequireSession';
import { MainShell } from '../../../app/shell/MainShell';
import { useSessionStore } from '../../../state/useSessionStore';
import { testQueryClient } from '../../../test/testQueryClient';
import { settingsRoutes } from '../routes';

/** Stands in for the creation pages, which are another feature's: it shows its path. */
function CreationStub() {
  const { id } = useParams();
  return <p data-testid="creation-page">{id ?? 'product'}</p>;
}

/**
 * The real shell (rail, user menu, guards, stores) with the settings routes, at `url`, for a
 * signed-in user; the creation pages are stubs so these tests need only our features.
 */
export function renderInShell(url: string, token = 'tok') {
  useSessionStore.getState().signIn(token, null);
  const router = createMemoryRouter(
    [
      { path: 'login', element: <p>login page</p> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <MainShell />,
            children: [
              ...settingsRoutes,
              { path: 'creation/folder/:id', element: <CreationStub /> },
              { path: 'creation/project/:id', element: <CreationStub /> },
              { path: 'creation/product', element: <CreationStub /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const queryClient = testQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, path: () => router.state.location.pathname };
}
