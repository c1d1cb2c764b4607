import { Code } from '@talkreel/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type fakeServer, type JsonReply, ok, refuse } from '../../../test/fakeServer';
import { fillBrowserGaps } from '../testing/browserGaps';
import { renderInShell } from '../testing/renderInShell';
import { settingsServer } from '../testing/settingsServer';

beforeAll(fillBrowserGaps);

const SECRET = 'tr_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const now = Date.now();
const keyItem = (over: Record<string, unknown> = {}) => ({
  id: 'key_1',
  name: 'Production CMS',
  prefix: 'tr_AbC12xY',
  scope: 'write',
  agent: false,
  created_by: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
  created_at: now - 86_400_000,
  last_used_at: now - 60_000,
  last_used_ip: '203.0.113.9',
  expires_at: null,
  revoked_at: null,
  ...over,
});

/** The viewer is Ada, `role` in product w1; `list` is what POST /api-keys/list answers. */
function keysServer(
  list: () => unknown[],
  extra: Parameters<typeof fakeServer>[0] = {},
  { role = 'owner', agentAdmin = false } = {},
) {
  return settingsServer(
    {
      'GET /agent/list': () =>
        ok({
          agents: [
            { id: 'ag1', name: 'Acme Media', avatar: '', intro: '' },
            { id: 'ag2', name: 'Blue Reels', avatar: '', intro: '' },
          ],
        }),
      'POST /api-keys/list': () => ok({ list: list() }),
      ...extra,
    },
    { role, agentAdmin },
  );
}

const rows = () => screen.findAllByTestId('api-key-row');
const dialog = () => screen.findByTestId('create-api-key-dialog');

describe('API keys page (issue 25)', () => {
  it('lists each key with prefix, scope, state, creator, last use and expiry', async () => {
    const net = keysServer(() => [
      keyItem(),
      keyItem({
        id: 'key_2',
        name: 'Nightly export',
        scope: 'read',
        prefix: 'tr_Zz9yy8X',
        last_used_at: null,
        last_used_ip: null,
        expires_at: now - 1000,
      }),
      keyItem({ id: 'key_3', name: 'Old', revoked_at: now - 5000 }),
    ]);
    renderInShell('/settings/api-keys/');
    const [active, expired, revoked] = await rows();
    expect(net.callsTo('POST /api-keys/list')[0].body).toEqual({ workspace_id: 'w1' });
    expect(within(active).getByText('Production CMS')).toBeInTheDocument();
    expect(within(active).getByTestId('key-prefix')).toHaveTextContent('tr_AbC12xY…');
    expect(within(active).getByText('Read & write')).toBeInTheDocument();
    expect(within(active).getByTestId('key-state')).toHaveTextContent('Active');
    expect(within(active).getByText('by Ada Lovelace')).toBeInTheDocument();
    expect(within(active).getByTestId('key-last-used')).toHaveTextContent('203.0.113.9');
    expect(within(active).getByText('No expiry')).toBeInTheDocument();
    expect(within(expired).getByTestId('key-state')).toHaveTextContent('Expired');
    expect(within(expired).getByText(/^Expired \S/)).toBeInTheDocument();
    expect(within(expired).getByText('Never used')).toBeInTheDocument();
    expect(within(revoked).getByTestId('key-state')).toHaveTextContent('Revoked');
    // A revoked key cannot be revoked again.
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(within(active).getByRole('button', { name: 'Revoke Production CMS' })).toBeVisible();
  });

  it('tells a member who manages keys, and neither lists nor offers them', async () => {
    const net = keysServer(() => [keyItem()], {}, { role: 'member' });
    renderInShell('/settings/api-keys/');
    expect(await screen.findByTestId('managers-only')).toHaveTextContent(
      'Only the owner and admins of Marketing can see, create and revoke API keys.',
    );
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(net.callsTo('POST /api-keys/list')).toHaveLength(0);
  });

  it('creates a key and shows its secret once, with a copy button; closing forgets it', async () => {
    const user = userEvent.setup();
    let listed = [keyItem()];
    const created = keyItem({ id: 'key_9', name: 'Zapier', scope: 'read', last_used_at: null });
    const net = keysServer(() => listed, {
      'POST /api-keys/create': () => {
        listed = [created, ...listed];
        return ok({ key: created, secret: SECRET });
      },
    });
    renderInShell('/settings/api-keys/');
    await rows();
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const box = await dialog();
    const create = within(box).getByRole('button', { name: 'Create key' });
    expect(create).toBeDisabled();
    await user.type(within(box).getByLabelText('Name'), '  Zapier ');
    await user.click(create);

    await waitFor(() => expect(net.callsTo('POST /api-keys/create')).toHaveLength(1));
    expect(net.callsTo('POST /api-keys/create')[0].body).toEqual({
      workspace_id: 'w1',
      name: 'Zapier',
      scope: 'read',
      expires_at: null,
      agent: false,
      agent_id: null,
    });
    const shown = await within(box).findByTestId('one-time-secret');
    expect(shown).toHaveTextContent(SECRET);
    expect(within(box).getByRole('alert')).toHaveTextContent('it will not be shown again');
    await user.click(within(box).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(box).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // The new key is listed at once, without its secret.
    expect(
      (await rows()).map((r) => within(r).getByText(/^(Zapier|Production CMS)$/).textContent),
    ).toEqual(['Zapier', 'Production CMS']);

    // A click outside does not lose the secret; Escape closes, and the value is gone.
    fireEvent.pointerDown(document.body);
    expect(screen.getByTestId('one-time-secret')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('create-api-key-dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const again = await dialog();
    expect(within(again).getByLabelText('Name')).toHaveValue('');
    expect(within(again).queryByTestId('one-time-secret')).toBeNull();
  });

  it('sends the write scope and a chosen expiry; refuses a date expiry with no day (past days: keyExpiry.test)', async () => {
    const user = userEvent.setup();
    const net = keysServer(() => [], {
      'POST /api-keys/create': () => ok({ key: keyItem(), secret: SECRET }),
    });
    renderInShell('/settings/api-keys/');
    await screen.findByText('No API keys yet. Create one to connect your own systems.');
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const box = await dialog();
    await user.type(within(box).getByLabelText('Name'), 'CI');
    await user.click(within(box).getByRole('radio', { name: 'Read & write' }));
    await user.click(within(box).getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByRole('option', { name: 'On a date…' }));
    await user.click(within(box).getByRole('button', { name: 'Create key' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Choose the day the key expires.',
    );
    expect(net.callsTo('POST /api-keys/create')).toHaveLength(0);

    // A span from now is always in the future.
    await user.click(within(box).getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByRole('option', { name: 'In 30 days' }));
    expect(within(box).queryByRole('alert')).toBeNull();
    const before = Date.now();
    await user.click(within(box).getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(net.callsTo('POST /api-keys/create')).toHaveLength(1));
    const body = net.callsTo('POST /api-keys/create')[0].body as {
      scope: string;
      expires_at: number;
    };
    expect(body.scope).toBe('write');
    const day = 24 * 3600_000;
    expect(body.expires_at).toBeGreaterThanOrEqual(before + 30 * day);
    expect(body.expires_at).toBeLessThanOrEqual(Date.now() + 30 * day);
  });

  it('offers an agent admin an agent key of the agent they choose', async () => {
    const user = userEvent.setup();
    const net = keysServer(
      () => [],
      { 'POST /api-keys/create': () => ok({ key: keyItem({ agent: true }), secret: SECRET }) },
      { agentAdmin: true },
    );
    renderInShell('/settings/api-keys/');
    await screen.findByText('No API keys yet. Create one to connect your own systems.');
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const box = await dialog();
    await user.type(within(box).getByLabelText('Name'), 'Reseller sync');
    await user.click(await within(box).findByRole('checkbox', { name: /Agent key/ }));
    await user.selectOptions(within(box).getByLabelText('Agent'), 'Blue Reels');
    await user.click(within(box).getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(net.callsTo('POST /api-keys/create')).toHaveLength(1));
    expect(net.callsTo('POST /api-keys/create')[0].body).toMatchObject({
      agent: true,
      agent_id: 'ag2',
    });
  });

  it('shows no agent key choice to others', async () => {
    const user = userEvent.setup();
    keysServer(() => []);
    renderInShell('/settings/api-keys/');
    await screen.findByText('No API keys yet. Create one to connect your own systems.');
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const box = await dialog();
    expect(within(box).queryByRole('checkbox', { name: /Agent key/ })).toBeNull();
  });

  it('revokes after confirmation: revoked at once, back as it was when the server refuses', async () => {
    const user = userEvent.setup();
    let answer: (reply: JsonReply) => void = () => {};
    // Only the first list answers: what the row shows after the refusal is the rollback's.
    const net = keysServer(() => [keyItem()], {
      'POST /api-keys/list': () =>
        net.callsTo('POST /api-keys/list').length > 1
          ? new Promise<JsonReply>(() => {})
          : ok({ list: [keyItem()] }),
      'POST /api-keys/revoke': () =>
        new Promise<JsonReply>((resolve) => {
          answer = resolve;
        }),
    });
    renderInShell('/settings/api-keys/');
    const [row] = await rows();
    await user.click(within(row).getByRole('button', { name: 'Revoke Production CMS' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke “Production CMS”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(net.callsTo('POST /api-keys/revoke')).toHaveLength(1));
    expect(net.callsTo('POST /api-keys/revoke')[0].body).toEqual({
      workspace_id: 'w1',
      id: 'key_1',
    });
    // Before the server answers, the row already says so.
    expect(within((await rows())[0]).getByTestId('key-state')).toHaveTextContent('Revoked');

    await act(async () => answer(refuse(Code.OPERATION_FAILED, 'Operation failed')));
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('api-key-row')[0]).getByTestId('key-state'),
      ).toHaveTextContent('Active'),
    );
    expect(
      within(screen.getAllByTestId('api-key-row')[0]).getByRole('button', {
        name: 'Revoke Production CMS',
      }),
    ).toBeInTheDocument();
  });
});
