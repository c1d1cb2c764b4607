import { Code, SAVED_CHECK_MS } from '@talkreel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { advance, advanceUntil } from '../../test/fakeClock';
import { fakeServer, ok, profileOf, refuse } from '../../test/fakeServer';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { renderInShell } from '../settings/testing/renderInShell';

beforeAll(fillBrowserGaps);

const today = new Date();
const row = (over: Record<string, unknown>) => ({
  id: 'x',
  username: 'x',
  email: 'x@example.com',
  role: 'member',
  avatar: null,
  status: 'active',
  invite_status: 'accepted',
  created_at: today.toISOString(),
  workspace_id: 'w1',
  ...over,
});

const ada = row({ id: 'u1', username: 'Ada Lovelace', email: 'ada@example.com', role: 'admin' });
const grace = row({
  id: 'u2',
  username: 'Grace Hopper',
  email: 'grace@example.com',
  created_at: '2021-03-04T09:05:00.000Z',
});
const linus = row({
  id: 'inv-1',
  username: 'linus@example.com',
  email: 'linus@example.com',
  status: 'pending',
  invite_status: 'pending',
});

/** The viewer is Ada (u1); `members` is what GET /users/members answers. */
function membersServer(
  members: unknown[] | (() => ReturnType<typeof ok>),
  extra: Parameters<typeof fakeServer>[0] = {},
  role = 'owner',
) {
  return fakeServer({
    'GET /users/profile': () => ok({ ...profileOf('ada@example.com', 'Ada Lovelace'), id: 'u1' }),
    'POST /workspace/list': () =>
      ok({
        workspaces: [{ id: 'w1', name: 'Marketing', role, member_count: 3 }],
        total: 1,
        page: 1,
        page_size: 1000,
      }),
    'GET /agent/check-admin': () => ok({ agent_admin: false }),
    'POST /sidebar/folders': () =>
      ok({ current_num: 1, total_page: 1, total_folder: 1, folders: [] }),
    'GET /users/members': typeof members === 'function' ? members : () => ok(members),
    ...extra,
  });
}

const rows = () => screen.findAllByTestId('member-row');
const rowOf = async (name: string) =>
  (await rows()).find((r) => within(r).queryByText(name)) as HTMLElement;

describe('members list (core.md §3 shown member)', () => {
  it('shows each member with name, e-mail, role label, pending label, initials and join date', async () => {
    const net = membersServer([ada, grace, linus]);
    renderInShell('/settings/members/');
    expect(await rows()).toHaveLength(3);
    // The product shown is made the server's current one before its members are listed.
    expect(net.callsTo('POST /sidebar/folders')[0].body).toMatchObject({
      workspace_id: 'w1',
      switch_workspace: true,
    });
    const owner = await rowOf('Ada Lovelace');
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByText('You')).toBeInTheDocument();
    expect(within(owner).getByText('AL')).toBeInTheDocument();
    expect(within(owner).getByText(/^Today \d\d:\d\d$/)).toBeInTheDocument();

    const member = await rowOf('Grace Hopper');
    expect(within(member).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(member).getByText('Member')).toBeInTheDocument();
    expect(within(member).queryByText('To be accepted')).toBeNull();
    const local = new Date('2021-03-04T09:05:00.000Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(
      within(member).getByText(
        `21/${pad(local.getMonth() + 1)}/${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}`,
      ),
    ).toBeInTheDocument();

    const invitee = await rowOf('linus@example.com');
    expect(within(invitee).getByText('To be accepted')).toBeInTheDocument();
    // Not a join date: when the invitation went out, said so.
    expect(within(invitee).getByText(/^Invited: /)).toBeInTheDocument();
    expect(within(member).queryByText(/^Invited/)).toBeNull();
    // The invitee is listed, not counted: it has not joined yet.
    expect(screen.getByTestId('members-count')).toHaveTextContent('2 members · 1 invitation');
  });

  it('labels an expired invitation, which keeps the pending row and its remove action', async () => {
    const expired = row({
      id: 'inv-2',
      username: 'old@example.com',
      email: 'old@example.com',
      status: 'pending',
      invite_status: 'expired',
    });
    membersServer([ada, expired]);
    renderInShell('/settings/members/');
    const invitee = await rowOf('old@example.com');
    expect(within(invitee).getByText('Invitation expired')).toBeInTheDocument();
    expect(within(invitee).queryByText('To be accepted')).toBeNull();
  });

  it('shows an empty list when the members cannot be loaded', async () => {
    membersServer(() => refuse(Code.SYSTEM_ERROR, 'Internal server error'));
    renderInShell('/settings/members/');
    expect(await screen.findByText('No members to show.')).toBeInTheDocument();
    expect(screen.getByText('System Error')).toBeInTheDocument();
    expect(screen.queryAllByTestId('member-row')).toHaveLength(0);
  });

  it('gives a non-owner neither the invite form nor row actions', async () => {
    membersServer(
      [
        { ...ada, role: 'member' },
        { ...grace, role: 'owner' },
      ],
      {},
      'member',
    );
    renderInShell('/settings/members/');
    expect(await rows()).toHaveLength(2);
    expect(screen.queryByPlaceholderText('name@company.com')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.getByText(/Only the owner of Marketing can invite/)).toBeInTheDocument();
  });
});

describe('invite by e-mail (core.md §4, §5)', () => {
  const field = () => screen.findByPlaceholderText('name@company.com');
  const invite = () => screen.getByRole('button', { name: /^(Invite|Sending…|Sent)$/ });

  it('checks the address before sending: empty, off the pattern, already listed', async () => {
    const user = userEvent.setup();
    const net = membersServer([ada, grace]);
    renderInShell('/settings/members/');
    await rows();
    const input = await field();
    expect(invite()).toBeDisabled();

    await user.type(input, '{Enter}');
    expect(await screen.findByText('Email cannot be empty')).toBeInTheDocument();

    await user.type(input, 'grace@example');
    expect(invite()).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();

    await user.type(input, '.com');
    expect(invite()).toBeEnabled();
    await user.click(invite());
    expect(await screen.findByText('Email already exists')).toBeInTheDocument();
    expect(screen.getAllByText('Invitation not sent').length).toBeGreaterThan(0);
    expect(net.callsTo('POST /users/invite-member')).toHaveLength(0);
  });

  it('sends, shows the check for 2 s, clears the field and lists the invitee', async () => {
    const user = userEvent.setup();
    let listed = [ada, grace];
    let answer: (v: ReturnType<typeof ok>) => void = () => {};
    const net = membersServer(() => ok(listed), {
      'POST /users/invite-member': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderInShell('/settings/members/');
    await rows();
    await user.type(await field(), 'linus@example.com{Enter}');
    expect(invite()).toHaveTextContent('Sending…');
    expect(invite()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(net.callsTo('POST /users/invite-member')).toHaveLength(1));
    expect(net.callsTo('POST /users/invite-member')[0].body).toEqual({
      email: 'linus@example.com',
    });

    listed = [ada, grace, linus];
    // From the answer on, the clock moves only when the test says so: the 2 s are never the machine's.
    vi.useFakeTimers();
    await act(async () =>
      answer(ok({ id: 'inv-1', email: 'linus@example.com', invite_status: 'pending' })),
    );
    // Checked every 10 ms of fake time, so at most 10 ms of the 2 s have gone when it passes.
    await advanceUntil(() => expect(invite()).toHaveTextContent('Sent'));
    expect(screen.getByPlaceholderText('name@company.com')).toHaveValue('');
    expect(await advanceUntil(() => screen.getByText('To be accepted'))).toBeInTheDocument();

    await advance(SAVED_CHECK_MS - 50);
    expect(invite()).toHaveTextContent('Sent');
    await advance(100);
    expect(invite()).toHaveTextContent('Invite');
    expect(invite()).toBeDisabled();
  });

  it('keeps the address when the server refuses it', async () => {
    const user = userEvent.setup();
    membersServer([ada], {
      'POST /users/invite-member': () =>
        refuse(Code.SLOW_DOWN, 'Requests are too frequent, please retry after 1 minute'),
    });
    renderInShell('/settings/members/');
    await rows();
    await user.type(await field(), 'linus@example.com{Enter}');
    expect(await screen.findByText('Slow Down')).toBeInTheDocument();
    expect(await field()).toHaveValue('linus@example.com');
    expect(invite()).toHaveTextContent('Invite');
  });
});

describe('row actions (core.md §6)', () => {
  const openActions = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
    await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
    return screen.findByRole('menu');
  };

  it('are offered on every non-owner row only, transfer disabled for a pending invitee', async () => {
    const user = userEvent.setup();
    membersServer([ada, grace, linus]);
    renderInShell('/settings/members/');
    await rows();
    expect(screen.queryByRole('button', { name: 'Actions for Ada Lovelace' })).toBeNull();
    const menu = await openActions(user, 'linus@example.com');
    expect(
      within(menu).getByRole('menuitem', { name: 'Transfer owner privileges' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Remove member' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('transfers ownership after confirmation and shows the new roles', async () => {
    const user = userEvent.setup();
    let listed = [ada, grace];
    const net = membersServer(() => ok(listed), {
      'POST /users/transfer-ownership': () => {
        listed = [
          { ...ada, role: 'member' },
          { ...grace, role: 'owner' },
        ];
        return ok(null);
      },
    });
    renderInShell('/settings/members/');
    await rows();
    const menu = await openActions(user, 'Grace Hopper');
    await user.click(within(menu).getByRole('menuitem', { name: 'Transfer owner privileges' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Transfer owner privileges to Grace Hopper?',
    });
    expect(net.callsTo('POST /users/transfer-ownership')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Grace Hopper is now the owner')).toBeInTheDocument();
    expect(net.callsTo('POST /users/transfer-ownership')[0].body).toEqual({ new_owner_id: 'u2' });
    await waitFor(async () =>
      expect(within(await rowOf('Grace Hopper')).getByText('Owner')).toBeInTheDocument(),
    );
    // Now only a member: no more actions, no invite form.
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByPlaceholderText('name@company.com')).toBeNull();
  });

  it('cancelling the confirmation sends nothing', async () => {
    const user = userEvent.setup();
    const net = membersServer([ada, grace]);
    renderInShell('/settings/members/');
    await rows();
    const menu = await openActions(user, 'Grace Hopper');
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(net.callsTo('POST /users/remove-member')).toHaveLength(0);
    expect(await rows()).toHaveLength(2);
  });

  it('removes the row at once and brings it back when the removal is refused', async () => {
    const user = userEvent.setup();
    let answer: (v: ReturnType<typeof ok>) => void = () => {};
    const net = membersServer([ada, grace], {
      'POST /users/remove-member': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderInShell('/settings/members/');
    await rows();
    const menu = await openActions(user, 'Grace Hopper');
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove member' }));
    await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(1));
    await waitFor(() => expect(net.callsTo('POST /users/remove-member')).toHaveLength(1));
    expect(net.callsTo('POST /users/remove-member')[0].body).toEqual({ member_id: 'u2' });

    await act(async () => answer(refuse(Code.ACCESS_RESTRICTED, 'Only the owner can do this')));
    expect(await screen.findByText('Access Restricted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(2));
  });

  it('asks to cancel an invitation when the row is a pending invitee', async () => {
    const user = userEvent.setup();
    let listed = [ada, linus];
    const net = membersServer(() => ok(listed), {
      'POST /users/remove-member': () => {
        listed = [ada];
        return ok(null);
      },
    });
    renderInShell('/settings/members/');
    await rows();
    const menu = await openActions(user, 'linus@example.com');
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove member' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel the invitation to linus@example.com?',
    });
    // Its buttons say what they do: "Cancel" beside "Cancel invitation" would be ambiguous.
    expect(within(dialog).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Keep invitation' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(1));
    expect(net.callsTo('POST /users/remove-member')[0].body).toEqual({ member_id: 'inv-1' });
    expect(
      await screen.findByText('Invitation to linus@example.com cancelled'),
    ).toBeInTheDocument();
    expect(screen.queryByText('linus@example.com was removed')).toBeNull();
  });

  it("gives focus back to the row's actions after a confirmation, or to the list once the row is gone", async () => {
    const user = userEvent.setup();
    membersServer([ada, grace, linus], { 'POST /users/remove-member': () => ok(null) });
    renderInShell('/settings/members/');
    await rows();
    const actions = screen.getByRole('button', { name: 'Actions for Grace Hopper' });
    const menu = await openActions(user, 'Grace Hopper');
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(actions).toHaveFocus());

    await user.click(
      within(await openActions(user, 'Grace Hopper')).getByRole('menuitem', {
        name: 'Remove member',
      }),
    );
    await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(actions).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for linus@example.com' })).toHaveFocus(),
    );
  });
});

describe('member count (core.md §2 user menu, members page)', () => {
  const inviteeRow = (n: number) =>
    row({
      id: `inv-${n}`,
      username: `guest${n}@example.com`,
      email: `guest${n}@example.com`,
      status: 'pending',
      invite_status: 'pending',
    });
  const productList = (memberCount: number) => ({
    'POST /workspace/list': () =>
      ok({
        workspaces: [{ id: 'w1', name: 'Marketing', role: 'owner', member_count: memberCount }],
        total: 1,
        page: 1,
        page_size: 1000,
      }),
  });
  const userMenuRow = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const products = await screen.findByRole('region', { name: 'Products' });
    return within(products).getByRole('button', { name: /^Marketing/ });
  };

  it('counts who joined, in the user menu as on the page: invitations are listed, not counted', async () => {
    const user = userEvent.setup();
    // The server counts accepted members in the product list: the owner alone.
    membersServer([ada, inviteeRow(1), inviteeRow(2)], productList(1));
    renderInShell('/settings/members/');
    expect(await rows()).toHaveLength(3);
    expect(screen.getByTestId('members-count')).toHaveTextContent(/^1 member · 2 invitations$/);
    expect(await userMenuRow(user)).toHaveTextContent(/1 member$/);
  });

  it('the user menu follows the members list when it is fresher than the product list', async () => {
    const user = userEvent.setup();
    // Grace accepted after the product list was loaded.
    membersServer([ada, grace], productList(1));
    renderInShell('/settings/members/');
    expect(await rows()).toHaveLength(2);
    expect(screen.getByTestId('members-count')).toHaveTextContent(/^2 members$/);
    expect(await userMenuRow(user)).toHaveTextContent(/2 members$/);
  });
});
