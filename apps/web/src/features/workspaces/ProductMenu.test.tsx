import { Code, Message } from '@talkreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useRouteMemory } from '../../state/useRouteMemory';
import { useSessionStore } from '../../state/useSessionStore';
import { fakeServer, ok, profileOf, refuse } from '../../test/fakeServer';
import { renderInShell } from '../settings/testing/renderInShell';
import { useCreationStore } from '../tree/state/useCreationStore';
import { useWorkspaceStore } from './useWorkspaceStore';

interface Product {
  id: string;
  name: string;
  role: string;
  member_count: number;
}

const owned = (id: string, name: string, members = 1): Product => ({
  id,
  name,
  role: 'owner',
  member_count: members,
});

/** A server holding the user's products; calls keyed "METHOD /path" may be added or replaced. */
function productServer(
  products: Product[],
  extra: (state: { products: Product[] }) => Parameters<typeof fakeServer>[0] = () => ({}),
) {
  const state = { products: [...products] };
  const net = fakeServer({
    'GET /users/profile': () => ok(profileOf('ada@example.com', 'Ada Lovelace')),
    'POST /workspace/list': () =>
      ok({ workspaces: state.products, total: state.products.length, page: 1, page_size: 1000 }),
    'GET /agent/check-admin': () => ok({ agent_admin: false }),
    'POST /sidebar/folders': () =>
      ok({ current_num: 1, total_page: 1, total_folder: 1, folders: [] }),
    ...extra(state),
  });
  return { net, state };
}

/** A reply the test releases by hand, to look at the screen while the call is in flight. */
function held() {
  let release: (reply: ReturnType<typeof ok>) => void = () => {};
  const reply = new Promise<ReturnType<typeof ok>>((r) => {
    release = r;
  });
  return { reply, release: (r: ReturnType<typeof ok>) => release(r) };
}

const openUserMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Account menu' }));
  return screen.findByRole('region', { name: 'Products' });
};

/** A product's row button; its name is the product name and member count (the letter is decorative). */
const productRow = (list: HTMLElement, name: string) =>
  within(list).getByRole('button', { name: new RegExp(`^${name} \\d+ members?$`) });

const openProductMenu = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  const list = await openUserMenu(user);
  await user.click(within(list).getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
};

describe('user menu products (core.md §2)', () => {
  it('lists the products with icon letter, member count and the product count, current checked', async () => {
    const user = userEvent.setup();
    productServer([owned('w1', 'Marketing', 3), { ...owned('w2', 'sales team'), role: 'member' }]);
    renderInShell('/settings/account/');
    const list = await openUserMenu(user);
    expect(within(list).getByTestId('product-count')).toHaveTextContent('2');
    const marketing = productRow(list, 'Marketing');
    expect(marketing).toHaveTextContent(/^MMarketing3 members$/);
    expect(marketing).toHaveAttribute('aria-current', 'true');
    expect(productRow(list, 'sales team')).toHaveTextContent(/^ssales team1 member$/i);
    expect(productRow(list, 'sales team')).not.toHaveAttribute('aria-current');
  });

  it('adds a product with the translated default name, reloads the list and selects it', async () => {
    const user = userEvent.setup();
    const { net } = productServer([owned('w1', 'Marketing')], (state) => ({
      'POST /workspace': (call) => {
        const { name } = call.body as { name: string };
        state.products.push(owned('w9', name));
        return ok({ workspace: { id: 'w9', name } });
      },
    }));
    renderInShell('/settings/account/');
    const list = await openUserMenu(user);
    await user.click(within(list).getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(useWorkspaceStore.getState().currentId).toBe('w9'));
    // The menu has closed: a toast says what happened.
    expect(
      await screen.findByText('“New product” created and opened; rename it from its menu.'),
    ).toBeInTheDocument();
    expect(net.callsTo('POST /workspace')[0].body).toEqual({
      name: 'New product',
      description: '',
    });
    expect(net.callsTo('POST /workspace/list').length).toBeGreaterThanOrEqual(2);
    // The server made the new product current itself: no extra switch call.
    expect(net.callsTo('POST /sidebar/folders')).toHaveLength(0);
    const again = await openUserMenu(user);
    expect(productRow(again, 'New product')).toHaveAttribute('aria-current', 'true');
  });
});

describe('product menu rules (core.md §6)', () => {
  const items = (menu: HTMLElement) =>
    within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);

  it('shows an owner of one of several products both rename and delete', async () => {
    const user = userEvent.setup();
    productServer([owned('w1', 'Marketing'), owned('w2', 'Sales')]);
    renderInShell('/settings/account/');
    const menu = await openProductMenu(user, 'Sales');
    expect(items(menu)).toEqual([
      'Rename',
      'Delete',
      'New product',
      'Settings and members',
      'Log out',
    ]);
  });

  it('lets a member only rename', async () => {
    const user = userEvent.setup();
    productServer([owned('w1', 'Marketing'), { ...owned('w2', 'Sales'), role: 'member' }]);
    renderInShell('/settings/account/');
    const menu = await openProductMenu(user, 'Sales');
    expect(items(menu)).toEqual(['Rename', 'New product', 'Settings and members', 'Log out']);
  });

  it('never offers to delete a sole product', async () => {
    const user = userEvent.setup();
    productServer([owned('w1', 'Marketing')]);
    renderInShell('/settings/account/');
    const menu = await openProductMenu(user, 'Marketing');
    expect(items(menu)).not.toContain('Delete');
    expect(items(menu)).toContain('Rename');
  });
});

describe('product switch (core.md §4)', () => {
  it('makes the product current, clears the tree, tells the server and stays on the stored page', async () => {
    const user = userEvent.setup();
    const { net } = productServer([owned('w1', 'Marketing'), owned('w2', 'Sales')]);
    useCreationStore.getState().setTree('w1', { folders: [], projectsMap: { uncategorized: [] } });
    const app = renderInShell('/settings/members/');
    const list = await openUserMenu(user);
    await user.click(productRow(list, 'Sales'));
    // (The members page first made w1 current for its own list.)
    await waitFor(() =>
      expect(net.callsTo('POST /sidebar/folders').map((c) => c.body)).toContainEqual(
        expect.objectContaining({ workspace_id: 'w2', switch_workspace: true }),
      ),
    );
    expect(useWorkspaceStore.getState().currentId).toBe('w2');
    expect(useCreationStore.getState().productId).toBeNull();
    expect(app.path()).toBe('/settings/members/');
    await waitFor(() =>
      expect(useSessionStore.getState().account?.latestModifiedWorkspace.id).toBe('w2'),
    );
  });

  it("leaves a page of the old product's tree for the uncategorized folder", async () => {
    const user = userEvent.setup();
    productServer([owned('w1', 'Marketing'), owned('w2', 'Sales')]);
    useRouteMemory.getState().remember('/creation/project/p7/');
    const app = renderInShell('/creation/project/p7/');
    const list = await openUserMenu(user);
    await user.click(productRow(list, 'Sales'));
    await waitFor(() => expect(app.path()).toBe('/creation/folder/uncategorized/'));
    expect(useRouteMemory.getState().lastCreationPath).not.toBe('/creation/project/p7/');
  });

  it('falls back to a product the user still has when the switch is refused', async () => {
    const user = userEvent.setup();
    const { state } = productServer([owned('w1', 'Marketing'), owned('w2', 'Sales')], (s) => ({
      'POST /sidebar/folders': () => {
        // Removed from Sales meanwhile: the server refuses, and no longer lists it.
        s.products = s.products.filter((p) => p.id !== 'w2');
        return refuse(Code.ACCESS_RESTRICTED, Message.PERMISSION_DENIED);
      },
    }));
    renderInShell('/settings/account/');
    const list = await openUserMenu(user);
    await user.click(productRow(list, 'Sales'));
    expect(await screen.findByText('Access Restricted')).toBeInTheDocument();
    await waitFor(() => expect(useWorkspaceStore.getState().currentId).toBeNull());
    const again = await openUserMenu(user);
    await waitFor(() => expect(within(again).queryByText('Sales')).toBeNull());
    expect(productRow(again, 'Marketing')).toHaveAttribute('aria-current', 'true');
    expect(state.products).toHaveLength(1);
  });
});

describe('rename and delete are applied at once and undone on failure (core.md §4)', () => {
  it('shows the new name while the call runs and puts the old one back when it is refused', async () => {
    const user = userEvent.setup();
    const pending = held();
    const { net } = productServer([owned('w1', 'Marketing'), owned('w2', 'Sales')], () => ({
      'PUT /workspace/w2': () => pending.reply,
    }));
    renderInShell('/settings/account/');
    const menu = await openProductMenu(user, 'Sales');
    await user.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByLabelText('Product name');
    expect(field).toHaveValue('Sales');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.clear(field);
    expect(save).toBeDisabled();
    await user.type(field, '  Sales  ');
    expect(save).toBeDisabled(); // unchanged once trimmed
    await user.clear(field);
    await user.type(field, 'Revenue{Enter}');
    expect(screen.queryByLabelText('Product name')).toBeNull();

    const list = await openUserMenu(user);
    expect(productRow(list, 'Revenue')).toBeInTheDocument();
    await waitFor(() => expect(net.callsTo('PUT /workspace/w2')).toHaveLength(1));
    expect(net.callsTo('PUT /workspace/w2')[0].body).toEqual({ name: 'Revenue' });

    pending.release(refuse(Code.OPERATION_FAILED, 'Please try again later.'));
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Revenue')).toBeNull());
    expect(productRow(list, 'Sales')).toBeInTheDocument();
  });

  it('keeps the new name when the server agrees', async () => {
    const user = userEvent.setup();
    const { net } = productServer([owned('w1', 'Marketing')], (state) => ({
      'PUT /workspace/w1': (call) => {
        state.products[0] = { ...state.products[0], name: (call.body as { name: string }).name };
        return ok(null);
      },
    }));
    renderInShell('/settings/account/');
    const menu = await openProductMenu(user, 'Marketing');
    await user.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByLabelText('Product name');
    await user.clear(field);
    await user.type(field, 'Brand');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Settled: the list was loaded again after the rename, and the server's name stands.
    await waitFor(() => expect(net.callsTo('POST /workspace/list')).toHaveLength(2));
    const list = await openUserMenu(user);
    expect(productRow(list, 'Brand')).toBeInTheDocument();
  });

  it('removes a product at once and brings it back when the delete is refused', async () => {
    const user = userEvent.setup();
    const pending = held();
    productServer([owned('w1', 'Marketing'), owned('w2', 'Sales')], () => ({
      'DELETE /workspace/w2': () => pending.reply,
    }));
    renderInShell('/settings/account/');
    const menu = await openProductMenu(user, 'Sales');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Sales”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete product' }));

    const list = await openUserMenu(user);
    expect(within(list).queryByText('Sales')).toBeNull();
    expect(within(list).getByTestId('product-count')).toHaveTextContent('1');

    pending.release(refuse(Code.OPERATION_FAILED, 'Please try again later.'));
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
    expect(await within(list).findByText('Sales')).toBeInTheDocument();
    expect(within(list).getByTestId('product-count')).toHaveTextContent('2');
  });

  it('selects the first remaining product after deleting the current one', async () => {
    const user = userEvent.setup();
    const { net } = productServer(
      [owned('w1', 'Marketing'), owned('w2', 'Sales'), owned('w3', 'Support')],
      (state) => ({
        // Sales is the account's current product, on the server too.
        'GET /users/profile': () =>
          ok({ ...profileOf('ada@example.com'), latest_modified_workspace: { id: 'w2' } }),
        'DELETE /workspace/w2': () => {
          state.products = state.products.filter((p) => p.id !== 'w2');
          return ok(null);
        },
      }),
    );
    useWorkspaceStore.getState().setCurrentId('w2');
    renderInShell('/settings/account/');
    const menu = await openProductMenu(user, 'Sales');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await screen.findByRole('dialog', { name: 'Delete “Sales”?' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(useWorkspaceStore.getState().currentId).toBe('w1'));
    await waitFor(() =>
      expect(net.callsTo('POST /sidebar/folders').at(-1)?.body).toMatchObject({
        workspace_id: 'w1',
        switch_workspace: true,
      }),
    );
    const list = await openUserMenu(user);
    expect(productRow(list, 'Marketing')).toHaveAttribute('aria-current', 'true');
  });
});
