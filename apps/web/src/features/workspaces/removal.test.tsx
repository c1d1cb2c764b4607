import { Code, Message } from '@talkreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../state/useSessionStore';
import { fakeServer, ok, refuse, type SeenCall } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

const emptyTree = ok({
  current_num: 1,
  total_page: 1,
  total_folder: 1,
  folders: [
    {
      id: 'uncategorized',
      name: 'Uncategorized',
      sort_order: 0,
      project_num: 0,
      is_uncategorized: true,
      created_at: '2026-03-04T08:09:00.000Z',
    },
  ],
});

/**
 * Bo is a member of Ada's "Team" (w2, current) and owns "Bo's Product" (w1). `remove()` does
 * what the owner's removal does on the server: w2 refuses Bo with reason not_member, the list
 * drops it and the account's current workspace moves to w1.
 */
function memberServer() {
  let removed = false;
  const notMember = () =>
    refuse(Code.ACCESS_RESTRICTED, Message.PERMISSION_DENIED, {
      reason: 'not_member',
      workspace_id: 'w2',
    });
  const inTeam = (call: SeenCall) => (call.body as { workspace_id?: string }).workspace_id === 'w2';
  const net = fakeServer({
    'GET /users/profile': () =>
      ok({
        id: 'u2',
        email: 'bo@example.com',
        username: 'Bo',
        avatar: null,
        latest_modified_workspace: { id: removed ? 'w1' : 'w2' },
      }),
    'POST /workspace/list': () => {
      const own = {
        id: 'w1',
        name: "Bo's Product",
        role: 'owner',
        member_count: 1,
        owner_name: 'Bo',
      };
      const team = { id: 'w2', name: 'Team', role: 'member', member_count: 2, owner_name: 'Ada' };
      const workspaces = removed ? [own] : [own, team];
      return ok({ workspaces, total: workspaces.length, page: 1, page_size: 1000 });
    },
    'GET /agent/check-admin': () => ok({ agent_admin: false }),
    'POST /sidebar/folders': (call) => (removed && inTeam(call) ? notMember() : emptyTree),
    'POST /sidebar/folder/projects': () =>
      ok({ current_num: 1, total_page: 1, total_pro: 0, projects: [] }),
    'PUT /workspace/w2': () => (removed ? notMember() : ok(null)),
    'POST /sidebar/project': (call) =>
      removed && inTeam(call)
        ? notMember()
        : ok({ project: { id: 'p1', name: 'New project', sort_order: 1, folder_id: null } }),
  });
  return {
    net,
    remove: () => {
      removed = true;
    },
  };
}

const header = () => screen.findByRole('region', { name: 'Current product' });

describe('a member removed while their page is open', () => {
  it('their next action says they were removed from the product by name, once, and lands them in their own product', async () => {
    const user = userEvent.setup();
    const server = memberServer();
    useSessionStore.getState().signIn('tok', null);
    const app = await renderApp('/creation/folder/uncategorized/');
    await waitFor(async () => expect((await header()).textContent).toContain('Team'));
    const aside = await screen.findByRole('complementary', { name: 'Creation' });
    const newProject = within(aside).getByRole('button', { name: 'New project' });
    await waitFor(() => expect(newProject).toBeEnabled());

    server.remove();
    const shown = vi.spyOn(toast, 'error');
    await user.click(newProject);

    expect(await screen.findByText('You were removed from Team')).toBeInTheDocument();
    expect(screen.queryByText('Access Restricted')).toBeNull();
    await waitFor(async () => expect((await header()).textContent).toContain("Bo's Product"));
    await waitFor(() => expect(app.path()).toBe('/creation/folder/uncategorized/'));
    // The tree is loaded for the user's own product, and the removal was told only once.
    await waitFor(() =>
      expect(
        server.net
          .callsTo('POST /sidebar/folders')
          .some((c) => (c.body as { workspace_id: string }).workspace_id === 'w1'),
      ).toBe(true),
    );
    expect(new Set(shown.mock.calls.map((c) => c[1]?.id))).toEqual(new Set(['removed-w2']));
  });

  it('names the product as the server knows it, not a rename typed a moment before the refusal', async () => {
    const user = userEvent.setup();
    const server = memberServer();
    useSessionStore.getState().signIn('tok', null);
    await renderApp('/settings/account/');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const list = await screen.findByRole('region', { name: 'Products' });
    const actions = await within(list).findByRole('button', { name: 'Actions for Team' });
    server.remove();
    await user.click(actions);
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Rename' }),
    );
    const field = await screen.findByLabelText('Product name');
    await user.clear(field);
    await user.type(field, 'Mine now{Enter}');
    expect(await screen.findByText('You were removed from Team')).toBeInTheDocument();
    expect(screen.queryByText(/Mine now/)).toBeNull();
  });

  it('other refusals keep the catalogue toast', async () => {
    const user = userEvent.setup();
    fakeServer({
      'GET /users/profile': () =>
        ok({
          id: 'u2',
          email: 'bo@example.com',
          username: 'Bo',
          avatar: null,
          latest_modified_workspace: { id: 'w1' },
        }),
      'POST /workspace/list': () =>
        ok({
          workspaces: [{ id: 'w1', name: 'Mine', role: 'owner', member_count: 1 }],
          total: 1,
          page: 1,
          page_size: 1000,
        }),
      'GET /agent/check-admin': () => ok({ agent_admin: false }),
      'POST /sidebar/folders': () => emptyTree,
      'POST /sidebar/folder/projects': () =>
        ok({ current_num: 1, total_page: 1, total_pro: 0, projects: [] }),
      'POST /sidebar/project': () => refuse(Code.ACCESS_RESTRICTED, Message.PERMISSION_DENIED),
    });
    useSessionStore.getState().signIn('tok', null);
    await renderApp('/creation/folder/uncategorized/');
    const aside = await screen.findByRole('complementary', { name: 'Creation' });
    const newProject = within(aside).getByRole('button', { name: 'New project' });
    await waitFor(() => expect(newProject).toBeEnabled());
    await user.click(newProject);
    expect(await screen.findByText('Access Restricted')).toBeInTheDocument();
    expect(screen.queryByText(/You were removed/)).toBeNull();
  });
});
