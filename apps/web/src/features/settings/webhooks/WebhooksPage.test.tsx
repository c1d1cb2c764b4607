import { Code } from '@talkreel/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type fakeServer, type JsonReply, ok, refuse } from '../../../test/fakeServer';
import { fillBrowserGaps } from '../testing/browserGaps';
import { renderInShell } from '../testing/renderInShell';
import { settingsServer } from '../testing/settingsServer';

beforeAll(fillBrowserGaps);

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const now = Date.now();
const endpointItem = (over: Record<string, unknown> = {}) => ({
  id: 'ep_1',
  url: 'https://hooks.example.com/talkreel',
  events: ['video.completed', 'video.failed'],
  description: null,
  enabled: true,
  disabled_reason: null,
  created_at: now - 3600_000,
  secret_prefix: 'whsec_MfKQ',
  ...over,
});
const delivery = (over: Record<string, unknown> = {}) => ({
  id: 'dl_1',
  event_type: 'webhook.test',
  message_id: 'msg_2Xyz',
  created_at: now - 60_000,
  status: 'succeeded',
  attempts: [
    {
      at: now - 60_000,
      status_code: 500,
      duration_ms: 41,
      response_excerpt: 'upstream exploded',
      error: null,
    },
    {
      at: now - 55_000,
      status_code: 200,
      duration_ms: 12,
      response_excerpt: '{"ok":true}',
      error: null,
    },
  ],
  next_attempt_at: null,
  ...over,
});

function hooksServer(
  list: () => unknown[],
  extra: Parameters<typeof fakeServer>[0] = {},
  role = 'admin',
) {
  return settingsServer({ 'POST /webhooks/list': () => ok({ list: list() }), ...extra }, { role });
}

/** Only the first list answers: what shows after a refusal is the rollback's, not a reload's. */
const firstListOnly = (net: () => ReturnType<typeof fakeServer>) => ({
  'POST /webhooks/list': () =>
    net().callsTo('POST /webhooks/list').length > 1
      ? new Promise<JsonReply>(() => {})
      : ok({ list: [endpointItem()] }),
});

const cards = () => screen.findAllByTestId('webhook-endpoint');

describe('webhooks page (issue 25)', () => {
  it('shows each endpoint with its state, why it is off, events and secret prefix', async () => {
    hooksServer(() => [
      endpointItem(),
      endpointItem({
        id: 'ep_2',
        url: 'https://old.example.com/hook',
        enabled: false,
        disabled_reason: 'failing',
      }),
      endpointItem({ id: 'ep_3', url: 'https://paused.example.com/hook', enabled: false }),
    ]);
    renderInShell('/settings/webhooks/');
    const [on, failing, paused] = await cards();
    expect(within(on).getByTestId('endpoint-state')).toHaveTextContent('Enabled');
    expect(within(on).getByText('video.completed')).toBeInTheDocument();
    expect(within(on).getByText('whsec_MfKQ…')).toBeInTheDocument();
    expect(within(failing).getByTestId('endpoint-state')).toHaveTextContent(
      'Disabled: kept failing',
    );
    expect(within(failing).getByText(/Every delivery failed for 3 days/)).toBeInTheDocument();
    // Nothing can be sent to a disabled endpoint.
    expect(within(failing).getByRole('button', { name: 'Send test event' })).toBeDisabled();
    expect(within(paused).getByTestId('endpoint-state')).toHaveTextContent('Disabled');
    expect(within(paused).queryByText(/Every delivery failed/)).toBeNull();
  });

  it('tells a member who manages webhooks, and does not list them', async () => {
    const net = hooksServer(() => [endpointItem()], {}, 'member');
    renderInShell('/settings/webhooks/');
    expect(await screen.findByTestId('managers-only')).toHaveTextContent(
      'Only the owner and admins of Marketing can see and manage webhooks.',
    );
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    expect(net.callsTo('POST /webhooks/list')).toHaveLength(0);
  });

  it('adds an endpoint with the chosen events and shows its secret once', async () => {
    const user = userEvent.setup();
    let listed: unknown[] = [];
    const net = hooksServer(() => listed, {
      'POST /webhooks/create': (call) => {
        const body = call.body as { url: string; events: string[] };
        const endpoint = endpointItem({ id: 'ep_9', url: body.url, events: body.events });
        listed = [endpoint];
        return ok({ endpoint, secret: SECRET });
      },
    });
    renderInShell('/settings/webhooks/');
    await screen.findByText('No endpoints yet');
    await user.click(screen.getAllByRole('button', { name: 'Add endpoint' })[0]);
    const box = await screen.findByTestId('create-webhook-dialog');
    const submit = within(box).getByRole('button', { name: 'Add endpoint' });

    // The address is checked first; no call for a bad one.
    await user.type(within(box).getByLabelText('Endpoint URL'), 'hooks.example.com');
    await user.click(submit);
    expect(
      await within(box).findByText('Enter a full address starting with https://.'),
    ).toBeVisible();
    // Video events come chosen; clearing all is refused too.
    expect(within(box).getByRole('checkbox', { name: 'video.completed' })).toBeChecked();
    await user.click(within(box).getByRole('button', { name: 'Select all' }));
    await user.click(within(box).getByRole('button', { name: 'Clear' }));
    await user.clear(within(box).getByLabelText('Endpoint URL'));
    await user.type(within(box).getByLabelText('Endpoint URL'), 'https://hooks.example.com/in');
    await user.click(submit);
    expect(await within(box).findByText('Choose at least one event.')).toBeVisible();
    expect(net.callsTo('POST /webhooks/create')).toHaveLength(0);

    await user.click(within(box).getByRole('checkbox', { name: 'voice.failed' }));
    await user.click(within(box).getByRole('checkbox', { name: 'actor.ready' }));
    await user.click(submit);
    await waitFor(() => expect(net.callsTo('POST /webhooks/create')).toHaveLength(1));
    expect(net.callsTo('POST /webhooks/create')[0].body).toEqual({
      workspace_id: 'w1',
      url: 'https://hooks.example.com/in',
      // In the catalogue's order, whatever order they were ticked in.
      events: ['actor.ready', 'voice.failed'],
      description: null,
    });
    expect(await within(box).findByTestId('one-time-secret')).toHaveTextContent(SECRET);
    await user.click(within(box).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    fireEvent.pointerDown(document.body);
    expect(screen.getByTestId('one-time-secret')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: "I've copied it" }));
    await waitFor(() => expect(screen.queryByTestId('create-webhook-dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
    expect((await cards())[0]).toHaveTextContent('https://hooks.example.com/in');
  });

  it('edits the events of an endpoint and sends only what changed', async () => {
    const user = userEvent.setup();
    const net = hooksServer(() => [endpointItem()], {
      'POST /webhooks/update': () =>
        ok({ endpoint: endpointItem({ events: ['video.completed'] }) }),
    });
    renderInShell('/settings/webhooks/');
    const [card] = await cards();
    await user.click(within(card).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const box = await screen.findByTestId('edit-webhook-dialog');
    const save = within(box).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(box).getByRole('checkbox', { name: 'video.failed' }));
    await user.click(save);
    await waitFor(() => expect(net.callsTo('POST /webhooks/update')).toHaveLength(1));
    expect(net.callsTo('POST /webhooks/update')[0].body).toEqual({
      workspace_id: 'w1',
      id: 'ep_1',
      events: ['video.completed'],
    });
  });

  it('disables at once and turns back on when the server refuses', async () => {
    const user = userEvent.setup();
    let answer: (reply: JsonReply) => void = () => {};
    const net = hooksServer(() => [endpointItem()], {
      ...firstListOnly(() => net),
      'POST /webhooks/update': () =>
        new Promise<JsonReply>((resolve) => {
          answer = resolve;
        }),
    });
    renderInShell('/settings/webhooks/');
    const [card] = await cards();
    await user.click(within(card).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    await waitFor(() => expect(net.callsTo('POST /webhooks/update')).toHaveLength(1));
    expect(net.callsTo('POST /webhooks/update')[0].body).toMatchObject({ enabled: false });
    expect(within((await cards())[0]).getByTestId('endpoint-state')).toHaveTextContent('Disabled');
    await act(async () => answer(refuse(Code.OPERATION_FAILED, 'Operation failed')));
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('webhook-endpoint')[0]).getByTestId('endpoint-state'),
      ).toHaveTextContent('Enabled'),
    );
  });

  it('deletes after confirmation: gone at once, back when the server refuses', async () => {
    const user = userEvent.setup();
    let answer: (reply: JsonReply) => void = () => {};
    const net = hooksServer(() => [endpointItem()], {
      ...firstListOnly(() => net),
      'POST /webhooks/delete': () =>
        new Promise<JsonReply>((resolve) => {
          answer = resolve;
        }),
    });
    renderInShell('/settings/webhooks/');
    const [card] = await cards();
    await user.click(within(card).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() => expect(screen.queryAllByTestId('webhook-endpoint')).toHaveLength(0));
    await act(async () => answer(refuse(Code.OPERATION_FAILED, 'Operation failed')));
    expect(await cards()).toHaveLength(1);
  });

  it('rotates the secret after explaining the 24 h overlap, and shows the new one once', async () => {
    const user = userEvent.setup();
    const net = hooksServer(() => [endpointItem()], {
      'POST /webhooks/rotate-secret': () => ok({ secret: SECRET }),
    });
    renderInShell('/settings/webhooks/');
    const [card] = await cards();
    await user.click(within(card).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rotate secret' }));
    const box = await screen.findByTestId('rotate-secret-dialog');
    expect(box).toHaveTextContent('For the next 24 hours deliveries are signed with both');
    expect(net.callsTo('POST /webhooks/rotate-secret')).toHaveLength(0);
    await user.click(within(box).getByRole('button', { name: 'Rotate secret' }));
    expect(await within(box).findByTestId('one-time-secret')).toHaveTextContent(SECRET);
    expect(net.callsTo('POST /webhooks/rotate-secret')[0].body).toEqual({
      workspace_id: 'w1',
      id: 'ep_1',
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('rotate-secret-dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('sends a test event and shows the delivery log, each attempt expandable, with Resend', async () => {
    const user = userEvent.setup();
    let deliveries: unknown[] = [];
    const net = hooksServer(() => [endpointItem()], {
      'POST /webhooks/test': () => {
        deliveries = [delivery()];
        return ok({ delivery: delivery() });
      },
      'POST /webhooks/deliveries': () => ok({ list: deliveries, next_cursor: null }),
      'POST /webhooks/resend': () => ok({ delivery: delivery({ id: 'dl_2' }) }),
    });
    renderInShell('/settings/webhooks/');
    const [card] = await cards();
    await user.click(within(card).getByRole('button', { name: 'Delivery log' }));
    expect(await within(card).findByText('No deliveries yet.')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(net.callsTo('POST /webhooks/test')).toHaveLength(1));
    const row = await within(card).findByTestId('delivery-row');
    expect(row).toHaveTextContent('webhook.test');
    expect(row).toHaveTextContent('Delivered');
    expect(row).toHaveTextContent('2 attempts');
    expect(within(row).queryByTestId('delivery-attempt')).toBeNull();

    await user.click(within(row).getByRole('button', { expanded: false }));
    const attempts = within(row).getAllByTestId('delivery-attempt');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toHaveTextContent('500');
    expect(attempts[0]).toHaveTextContent('41 ms');
    expect(attempts[0]).toHaveTextContent('upstream exploded');
    expect(attempts[1]).toHaveTextContent('200');
    expect(row).toHaveTextContent('msg_2Xyz');

    await user.click(within(row).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(net.callsTo('POST /webhooks/resend')).toHaveLength(1));
    expect(net.callsTo('POST /webhooks/resend')[0].body).toEqual({
      workspace_id: 'w1',
      delivery_id: 'dl_1',
    });
  });
});
