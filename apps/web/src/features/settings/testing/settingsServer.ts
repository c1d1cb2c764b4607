import { fakeServer, ok, profileOf } from '../../../test/fakeServer';

/**
 * A fake server for the settings pages: the viewer is Ada (u1), `role` in product w1 and
 * agent admin or not; `routes` add (or replace) the page's own calls.
 */
export function settingsServer(
  routes: Parameters<typeof fakeServer>[0],
  { role = 'owner', agentAdmin = false }: { role?: string; agentAdmin?: boolean } = {},
) {
  return fakeServer({
    'GET /users/profile': () => ok({ ...profileOf('ada@example.com', 'Ada Lovelace'), id: 'u1' }),
    'POST /workspace/list': () =>
      ok({
        workspaces: [{ id: 'w1', name: 'Marketing', role, member_count: 2 }],
        total: 1,
        page: 1,
        page_size: 1000,
      }),
    'GET /agent/check-admin': () => ok({ agent_admin: agentAdmin }),
    ...routes,
  });
}
