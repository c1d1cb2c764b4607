import { AgentMessage, Code, SUBSCRIPTION_FREQUENCY_MAX } from '@talkreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, refuse } from '../../../test/fakeServer';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { agentDetail, agentServer, renderAgent } from '../testing/renderAgent';

beforeAll(fillBrowserGaps);

const WORKFLOW = '/agent/dashboard/workflow/ag1/';
const SUBSCRIPTION = '/agent/dashboard/subscription-settings/ag1/';
const delivery = (over: Record<string, unknown> = {}) => ({
  id: 'd1',
  kind: 'test',
  video_id: null,
  status: 'delivered',
  http_status: 200,
  attempts: 1,
  error: null,
  created_at: new Date().toISOString(),
  delivered_at: new Date().toISOString(),
  next_attempt_at: null,
  ...over,
});

describe('workflow screen (creation.md §2, §5)', () => {
  it('saves only changed, valid values, with inline errors and Cancel resetting', async () => {
    const user = userEvent.setup();
    const net = agentServer({
      'POST /agent/workflow/deliveries': () => ok({ signing_secret: 'sec', deliveries: [] }),
      'POST /agent/set-workflow': ({ body }) => {
        const b = body as { workflow: string; workflow_address: string };
        return ok(agentDetail({ workflow: b.workflow, workflow_address: b.workflow_address }));
      },
    });
    renderAgent(WORKFLOW);
    const name = await screen.findByRole('textbox', { name: 'Workflow name' });
    await waitFor(() => expect(name).toHaveValue('Intake'));
    const address = screen.getByRole('textbox', { name: 'Workflow address' });
    const save = screen.getByRole('button', { name: 'Save' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(save).toBeDisabled();
    expect(cancel).toBeDisabled();

    await user.clear(name);
    await user.clear(address);
    await user.type(address, 'http://plain.test');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(screen.getByText('Please enter the workflow name.')).toBeInTheDocument();
    expect(screen.getByText('The address must be an https:// URL.')).toBeInTheDocument();
    expect(net.callsTo('POST /agent/set-workflow')).toHaveLength(0);

    await user.click(cancel);
    expect(name).toHaveValue('Intake');
    expect(address).toHaveValue('https://hooks.acme.test/in');
    expect(save).toBeDisabled();

    await user.type(name, ' v2');
    await user.click(save);
    // Save turns disabled while it sends, before the call goes out: wait for the call itself.
    await waitFor(() => expect(net.callsTo('POST /agent/set-workflow')).toHaveLength(1));
    await waitFor(() => expect(save).toBeDisabled());
    expect(net.callsTo('POST /agent/set-workflow')[0].body).toEqual({
      agent_id: 'ag1',
      workflow: 'Intake v2',
      workflow_address: 'https://hooks.acme.test/in',
    });
    expect(name).toHaveValue('Intake v2');
  });

  it('shows the server refusal of a field inline', async () => {
    const user = userEvent.setup();
    agentServer({
      'POST /agent/workflow/deliveries': () => ok({ signing_secret: 'sec', deliveries: [] }),
      'POST /agent/set-workflow': () =>
        refuse(Code.INVALID_INPUT, 'bad', {
          fields: { workflow_address: 'The workflow address must be an https:// URL' },
        }),
    });
    renderAgent(WORKFLOW);
    const address = await screen.findByRole('textbox', { name: 'Workflow address' });
    await waitFor(() => expect(address).toHaveValue('https://hooks.acme.test/in'));
    await user.type(address, '/other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The address must be an https:// URL.')).toBeInTheDocument();
  });

  it('shows why the server refuses a private address at the field, keeping the edit', async () => {
    const user = userEvent.setup();
    const net = agentServer({
      'POST /agent/workflow/deliveries': () => ok({ signing_secret: 'sec', deliveries: [] }),
      'POST /agent/set-workflow': () =>
        refuse(Code.INVALID_INPUT, AgentMessage.WORKFLOW_ADDRESS_PUBLIC, {
          fields: { workflow_address: AgentMessage.WORKFLOW_ADDRESS_PUBLIC },
        }),
    });
    renderAgent(WORKFLOW);
    const address = await screen.findByRole('textbox', { name: 'Workflow address' });
    await waitFor(() => expect(address).toHaveValue('https://hooks.acme.test/in'));
    await user.clear(address);
    await user.type(address, 'https://localhost/hook');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The address must be public: localhost and private networks cannot receive deliveries.',
    );
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveValue('https://localhost/hook');
    expect(net.callsTo('POST /agent/set-workflow')).toHaveLength(1);
    expect(screen.queryByText('Workflow saved')).toBeNull();
  });

  it('lists the last deliveries and sends a test delivery', async () => {
    const user = userEvent.setup();
    const list = [
      delivery({
        id: 'd0',
        kind: 'video',
        status: 'failed',
        http_status: 500,
        error: 'Receiver answered 500',
        attempts: 6,
      }),
    ];
    const net = agentServer({
      'POST /agent/workflow/deliveries': () => ok({ signing_secret: 'whsec_1', deliveries: list }),
      'POST /agent/workflow/test-delivery': () => {
        const sent = delivery();
        list.unshift(sent);
        return ok({ delivery: sent });
      },
    });
    renderAgent(WORKFLOW);
    const [failed] = await screen.findAllByTestId('delivery');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(
      within(failed).getByText(/HTTP 500 · Receiver answered 500 · 6 attempts/),
    ).toBeInTheDocument();
    expect(screen.getByText('whsec_1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send test delivery' }));
    await waitFor(() => expect(screen.getAllByTestId('delivery')).toHaveLength(2));
    expect(net.callsTo('POST /agent/workflow/test-delivery')[0].body).toEqual({ agent_id: 'ag1' });
    expect(within(screen.getAllByTestId('delivery')[0]).getByText('Delivered')).toBeInTheDocument();
    expect(await screen.findByText('Test delivery received')).toBeInTheDocument();
  });
});

describe('subscription screen (creation.md §2, §9)', () => {
  it('offers 24 hourly slots (slot 0 is 24), the frequency as typed, type fixed at video sent as 1', async () => {
    const user = userEvent.setup();
    const net = agentServer({
      'POST /agent/set-subscription': ({ body }) => {
        const b = body as { subscription_time: number; subscription_frequency: string };
        return ok(
          agentDetail({
            subscription_time: b.subscription_time,
            subscription_frequency: Number(b.subscription_frequency),
          }),
        );
      },
    });
    renderAgent(SUBSCRIPTION);
    const time = await screen.findByRole('combobox', { name: 'Delivery time' });
    await waitFor(() => expect(time).toHaveDisplayValue('09:00-10:00'));
    const options = within(time).getAllByRole('option');
    expect(options).toHaveLength(24);
    expect(options[0]).toHaveTextContent('00:00-01:00');
    expect(options[23]).toHaveTextContent('23:00-24:00');
    expect(screen.getByTestId('subscription-type')).toHaveTextContent('Video');
    expect(screen.getByText('items per day')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const frequency = screen.getByRole('textbox', { name: 'Frequency' });
    await user.clear(frequency);
    await user.type(frequency, '12');
    await user.selectOptions(time, '00:00-01:00');
    await user.click(save);
    await waitFor(() => expect(net.callsTo('POST /agent/set-subscription')).toHaveLength(1));
    // Save turns disabled while it sends, before the call goes out: wait for the call itself.
    await waitFor(() => expect(net.callsTo('POST /agent/set-subscription')).toHaveLength(1));
    await waitFor(() => expect(save).toBeDisabled());
    expect(net.callsTo('POST /agent/set-subscription')[0].body).toEqual({
      type: 1,
      agent_id: 'ag1',
      subscription_time: 24,
      subscription_frequency: '12',
    });
    expect(time).toHaveDisplayValue('00:00-01:00');
  });
});

describe('subscription frequency limit', () => {
  it('shows the contract limit next to the field and keeps Save disabled above it', async () => {
    const user = userEvent.setup();
    const net = agentServer({
      'POST /agent/set-subscription': () => ok(agentDetail({ subscription_frequency: 1000 })),
    });
    renderAgent(SUBSCRIPTION);
    const frequency = await screen.findByRole('textbox', { name: 'Frequency' });
    await waitFor(() => expect(frequency).toHaveValue('5'));
    const save = screen.getByRole('button', { name: 'Save' });
    await user.clear(frequency);
    await user.type(frequency, String(SUBSCRIPTION_FREQUENCY_MAX + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `At most ${SUBSCRIPTION_FREQUENCY_MAX} items per day`,
    );
    expect(frequency).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    await user.click(save);
    expect(net.callsTo('POST /agent/set-subscription')).toHaveLength(0);

    await user.type(frequency, '{Backspace}');
    await user.clear(frequency);
    await user.type(frequency, String(SUBSCRIPTION_FREQUENCY_MAX));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(save);
    await waitFor(() => expect(net.callsTo('POST /agent/set-subscription')).toHaveLength(1));
  });

  it('refuses what is not a whole number as typed, inline, and sends nothing', async () => {
    const user = userEvent.setup();
    const net = agentServer({
      'POST /agent/set-subscription': () => ok(agentDetail({ subscription_frequency: 7 })),
    });
    renderAgent(SUBSCRIPTION);
    const frequency = await screen.findByRole('textbox', { name: 'Frequency' });
    await waitFor(() => expect(frequency).toHaveValue('5'));
    const save = screen.getByRole('button', { name: 'Save' });
    // Each is kept as typed (never rewritten to 25, 5 or 1000) and refused at the field.
    for (const typed of ['2.5', '-5', '1e3', '12a', '3 4']) {
      await user.clear(frequency);
      await user.type(frequency, typed);
      expect(frequency).toHaveValue(typed);
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number of items per day');
      expect(frequency).toHaveAttribute('aria-invalid', 'true');
      expect(save).toBeDisabled();
      await user.type(frequency, '{Enter}');
    }
    expect(net.callsTo('POST /agent/set-subscription')).toHaveLength(0);
    expect(screen.queryByText('Subscription saved')).toBeNull();

    await user.clear(frequency);
    await user.type(frequency, '7');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(save);
    await waitFor(() => expect(net.callsTo('POST /agent/set-subscription')).toHaveLength(1));
    expect(net.callsTo('POST /agent/set-subscription')[0].body).toMatchObject({
      subscription_frequency: '7',
    });
  });

  it('shows a frequency the server refuses at the field, not as a toast', async () => {
    const user = userEvent.setup();
    agentServer({
      'POST /agent/set-subscription': () =>
        refuse(Code.INVALID_INPUT, 'bad', {
          fields: { subscription_frequency: 'Subscription frequency must contain digits only' },
        }),
    });
    renderAgent(SUBSCRIPTION);
    const frequency = await screen.findByRole('textbox', { name: 'Frequency' });
    await waitFor(() => expect(frequency).toHaveValue('5'));
    await user.type(frequency, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number of items per day')).toBeInTheDocument();
    expect(screen.queryByText(/digits only/)).toBeNull();
  });
});

describe('leaving the sections (creation.md §2)', () => {
  it('asks before leaving unsaved workflow edits; staying keeps them, discarding resets and goes', async () => {
    const user = userEvent.setup();
    agentServer({
      'POST /agent/workflow/deliveries': () => ok({ signing_secret: 's', deliveries: [] }),
    });
    const view = renderAgent(WORKFLOW);
    const name = await screen.findByRole('textbox', { name: 'Workflow name' });
    await waitFor(() => expect(name).toHaveValue('Intake'));
    await user.type(name, '!');
    await user.click(screen.getByRole('link', { name: 'Subscription settings' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.path()).toBe(WORKFLOW);
    expect(name).toHaveValue('Intake!');

    await user.click(screen.getByRole('link', { name: 'Subscription settings' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole(
        'button',
        {
          name: 'Discard',
        },
      ),
    );
    await waitFor(() => expect(view.path()).toBe(SUBSCRIPTION));
    await user.click(screen.getByRole('link', { name: 'Workflow' }));
    expect(await screen.findByRole('textbox', { name: 'Workflow name' })).toHaveValue('Intake');
  });

  it('asks before leaving unsaved subscription edits', async () => {
    const user = userEvent.setup();
    agentServer();
    const view = renderAgent(SUBSCRIPTION);
    const frequency = await screen.findByRole('textbox', { name: 'Frequency' });
    await waitFor(() => expect(frequency).toHaveValue('5'));
    await user.type(frequency, '0');
    await user.click(screen.getByRole('link', { name: 'User management' }));
    expect(
      await screen.findByRole('dialog', { name: 'Discard your changes?' }),
    ).toBeInTheDocument();
    expect(view.path()).toBe(SUBSCRIPTION);
  });

  it('keeps the search form inside the dashboard and clears it, the list and the data on leaving', async () => {
    const user = userEvent.setup();
    const net = agentServer();
    renderAgent('/agent/dashboard/user-management/ag1/');
    await screen.findAllByTestId('agent-user-row');
    await user.type(screen.getByRole('textbox', { name: 'Search text' }), 'kept');
    await user.click(screen.getByRole('link', { name: 'Workflow' }));
    await screen.findByRole('textbox', { name: 'Workflow name' });
    await user.click(screen.getByRole('link', { name: 'User management' }));
    expect(await screen.findByRole('textbox', { name: 'Search text' })).toHaveValue('kept');
    const usersCalls = net.callsTo('POST /agent/users').length;
    const detailCalls = net.callsTo('GET /agent/detail/ag1').length;

    await user.click(screen.getByRole('link', { name: 'Back to agents' }));
    await user.click(await screen.findByRole('link', { name: /Acme Media/ }));
    expect(await screen.findByRole('textbox', { name: 'Search text' })).toHaveValue('');
    // The cached list and agent data were dropped: both are fetched again.
    await waitFor(() => expect(net.callsTo('POST /agent/users').length).toBe(usersCalls + 1));
    await waitFor(() => expect(net.callsTo('GET /agent/detail/ag1').length).toBe(detailCalls + 1));
  });
});
