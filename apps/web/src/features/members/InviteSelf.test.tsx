import { Code, Message } from '@talkreel/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { fakeServer, ok, profileOf, refuse } from '../../test/fakeServer';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { renderInShell } from '../settings/testing/renderInShell';

beforeAll(fillBrowserGaps);

const ada = {
  id: 'u1',
  username: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'owner',
  avatar: null,
  status: 'active',
  invite_status: 'accepted',
  created_at: new Date().toISOString(),
  workspace_id: 'w1',
};

/** Ada, the owner of "Marketing", on its members page. */
function ownerServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /users/profile': () => ok({ ...profileOf('ada@example.com', 'Ada Lovelace'), id: 'u1' }),
    'POST /workspace/list': () =>
      ok({
        workspaces: [{ id: 'w1', name: 'Marketing', role: 'owner', member_count: 1 }],
        total: 1,
        page: 1,
        page_size: 1000,
      }),
    'GET /agent/check-admin': () => ok({ agent_admin: false }),
    'POST /sidebar/folders': () =>
      ok({ current_num: 1, total_page: 1, total_folder: 1, folders: [] }),
    'GET /users/members': () => ok([ada]),
    ...extra,
  });
}

const field = () => screen.findByPlaceholderText('name@company.com');

describe('inviting oneself (issue 24)', () => {
  it('says "You are already a member of this product" and sends nothing', async () => {
    const user = userEvent.setup();
    const net = ownerServer();
    renderInShell('/settings/members/');
    await screen.findAllByTestId('member-row');
    await user.type(await field(), 'ADA@example.com{Enter}');
    expect(await screen.findByText('You are already a member of this product')).toBeInTheDocument();
    expect(screen.queryByText('Email already exists')).toBeNull();
    expect(net.callsTo('POST /users/invite-member')).toHaveLength(0);
  });

  it('says it in the interface language', async () => {
    const user = userEvent.setup();
    ownerServer();
    await act(() => i18n.changeLanguage('de'));
    renderInShell('/settings/members/');
    await screen.findAllByTestId('member-row');
    const input = await screen.findByRole('textbox');
    await user.type(input, 'ada@example.com{Enter}');
    expect(
      await screen.findByText('Sie sind bereits Mitglied dieses Produkts'),
    ).toBeInTheDocument();
  });

  it("shows the server's precise answer, not 1005's catalogue text, when only the server knows", async () => {
    const user = userEvent.setup();
    // An address the page cannot tell is the viewer's; the server can.
    const net = ownerServer({
      'POST /users/invite-member': () => refuse(Code.ALREADY_EXISTS, Message.ALREADY_MEMBER),
    });
    renderInShell('/settings/members/');
    await screen.findAllByTestId('member-row');
    await user.type(await field(), 'ada.lovelace@example.com{Enter}');
    await waitFor(() => expect(net.callsTo('POST /users/invite-member')).toHaveLength(1));
    expect(await screen.findByText('You are already a member of this product')).toBeInTheDocument();
    expect(screen.queryByText('This item already exists.')).toBeNull();
  });

  it('any other refusal keeps its catalogue toast', async () => {
    const user = userEvent.setup();
    ownerServer({
      'POST /users/invite-member': () => refuse(Code.ALREADY_EXISTS, Message.EMAIL_EXISTS),
    });
    renderInShell('/settings/members/');
    await screen.findAllByTestId('member-row');
    await user.type(await field(), 'grace@example.com{Enter}');
    expect(await screen.findByText('Already Exists')).toBeInTheDocument();
    expect(screen.getByText('This item already exists.')).toBeInTheDocument();
  });
});
