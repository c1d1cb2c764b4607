import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { AppProviders } from '../../../app/AppProviders';
import { RequireSession } from '../../../app/RequireSession';
import { MainShell } from '../../../app/shell/MainShell';
import { useSessionStore } from '../../../state/useSessionStore';
import { fakeServer, ok, profileOf } from '../../../test/fakeServer';
import { testQueryClient } from '../../../test/testQueryClient';
import { agentRoutes } from '../routes';

/** Stands in for the creation pages, which are another feature's: it shows its path. */
function CreationStub() {
  const { id } = useParams();
  return <p data-testid="creation-page">{id ?? 'product'}</p>;
}

export const acme = { id: 'ag1', name: 'Acme Media', avatar: '', intro: 'Resells to studios' };

export const agentDetail = (over: Record<string, unknown> = {}) => ({
  ...acme,
  workflow: 'Intake',
  workflow_address: 'https://hooks.acme.test/in',
  subscription_time: 9,
  subscription_frequency: 5,
  ...over,
});

export const userRow = (i: number, over: Record<string, unknown> = {}) => ({
  id: `u-${i}`,
  username: `User ${i}`,
  gender: i % 2 ? 'female' : 'male',
  email: `user${i}@example.com`,
  company: 'Acme',
  personal_title: 'Editor',
  created_at: '2026-11-02T10:00:00.000Z',
  app_state: 1,
  is_agent: 1,
  ...over,
});

/** What POST /agent/users answers for `users` at page `page` of 10. */
export const usersPage = (users: unknown[], total = users.length, page = 1) => ({
  users,
  total,
  current_page: page,
  page_size: 10,
  total_pages: Math.max(1, Math.ceil(total / 10)),
});

/** The shell's start-up calls for an agent admin of Acme, plus `extra`. */
export function agentServer(extra: Parameters<typeof fakeServer>[0] = {}, admin = true) {
  return fakeServer({
    'GET /users/profile': () => ok(profileOf('ada@example.com', 'Ada')),
    'POST /workspace/list': () =>
      ok({
        workspaces: [{ id: 'w1', name: 'Mine', role: 'owner', member_count: 1 }],
        total: 1,
        page: 1,
        page_size: 1000,
      }),
    'POST /sidebar/folders': () =>
      ok({ current_num: 1, total_page: 1, total_folder: 1, folders: [] }),
    'GET /agent/check-admin': () => ok({ agent_admin: admin }),
    'GET /agent/list': () => ok({ agents: [acme] }),
    'GET /agent/detail/ag1': () => ok(agentDetail()),
    'POST /agent/users': () => ok(usersPage([userRow(1)])),
    ...extra,
  });
}

/** The real shell with the agent routes at `url`, for a signed-in user. */
export function renderAgent(url: string) {
  useSessionStore.getState().signIn('tok', null);
  const router = createMemoryRouter(
    [
      { path: 'login', element: <p>login page</p> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <MainShell />,
            children: [
              ...agentRoutes,
              { path: 'creation/folder/:id', element: <CreationStub /> },
              { path: 'creation/project/:id', element: <CreationStub /> },
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
