import { Code } from '@talkreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, refuse } from '../../../../test/fakeServer';
import { actorRow } from '../../../actors/testing/fixtures';
import { fillBrowserGaps } from '../../../settings/testing/browserGaps';
import { agentServer, renderAgent, userRow } from '../../testing/renderAgent';

beforeAll(fillBrowserGaps);

const DETAIL = '/agent/dashboard/user-management/ag1/u-1';
const actor = (id: string, over: Record<string, unknown> = {}) =>
  actorRow(1, {
    id,
    name: `Actor ${id}`,
    image_url: null,
    full_actor_default_video_url: null,
    is_my_actor: true,
    source: 'user_template',
    generate_type: 2,
    fail_reason: null,
    audio: { id: 'v1', name: 'Warm', audio_url: '/a/v1.mp3' },
    ...over,
  });
const voice = (id: string, name: string) => ({
  id,
  voice_tts_id: `tts-${id}`,
  provider: 'local',
  name,
  sample_url: `/a/${id}.mp3`,
  is_starred: false,
  process_status: 2,
  user_id: 'u-1',
  created_at: '2026-11-02T10:00:00.000Z',
  label: 'Local',
  gender: null,
  language: null,
});
const assets = {
  actors: [actor('a1'), actor('a2', { generate_status: 3 })],
  audios: [voice('v1', 'Warm'), voice('v2', 'Bright')],
};

function detailServer(extra: Parameters<typeof agentServer>[0] = {}) {
  return agentServer({
    'POST /agent/user/detail': () => ok(userRow(1)),
    'POST /agent/user/actor-detail': () => ok(assets),
    ...extra,
  });
}

describe('user detail (creation.md §2, §4)', () => {
  it('shows breadcrumbs and read-only id, e-mail and created; Save only when changed; Cancel asks to discard', async () => {
    const user = userEvent.setup();
    const net = detailServer({
      'POST /agent/user/update': ({ body }) =>
        ok(userRow(1, { username: (body as { username: string }).username })),
    });
    renderAgent(DETAIL);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    await waitFor(() =>
      expect(within(crumbs).getByText('User 1')).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(crumbs).getByRole('link', { name: 'Agents' })).toHaveAttribute('href', '/agent/');
    expect(within(crumbs).getByRole('link', { name: 'User management' })).toHaveAttribute(
      'href',
      '/agent/dashboard/user-management/ag1/',
    );
    expect(screen.getByTestId('detail-user-id')).toHaveTextContent('u-1');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('readonly');
    const username = screen.getByLabelText(/Username/);
    const save = screen.getByRole('button', { name: 'Save' });
    const cancel = screen.getAllByRole('button', { name: 'Cancel' })[0];
    expect(save).toBeDisabled();

    await user.type(username, 'x');
    expect(save).toBeEnabled();
    await user.click(cancel);
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(username).toHaveValue('User 1x');
    await user.click(cancel);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() => expect(username).toHaveValue('User 1'));
    expect(save).toBeDisabled();

    await user.clear(username);
    await user.type(username, 'A');
    await user.click(save);
    expect(screen.getByText('Username must be 2 to 20 characters.')).toBeInTheDocument();
    await user.type(username, 'da');
    await user.click(save);
    // Save turns disabled while it sends, before the call goes out: wait for the call itself.
    await waitFor(() => expect(net.callsTo('POST /agent/user/update')).toHaveLength(1));
    await waitFor(() => expect(save).toBeDisabled());
    expect(net.callsTo('POST /agent/user/update')[0].body).toEqual({
      agent_id: 'ag1',
      user_id: 'u-1',
      username: 'Ada',
      gender: 'female',
      company: 'Acme',
      personal_title: 'Editor',
    });
  });

  it('goes back one step when the first load fails', async () => {
    detailServer({ 'POST /agent/user/detail': () => refuse(Code.NOT_FOUND, 'User is not found') });
    const view = renderAgent('/agent/dashboard/user-management/ag1/');
    await screen.findAllByTestId('agent-user-row');
    await view.router.navigate(DETAIL);
    await waitFor(() => expect(view.path()).toBe('/agent/dashboard/user-management/ag1/'));
  });

  it('lists actors and voices, renames inline (rolled back on a duplicate) and regenerates a failed actor', async () => {
    const user = userEvent.setup();
    const net = detailServer({
      'POST /users/rename-actor-template': ({ body }) =>
        ok({ is_duplicate: (body as { actor_name: string }).actor_name === 'Taken' }),
      'POST /audio/rename-template': () => ok({ is_duplicate: false }),
      'POST /video/retry-failed-template': () => ok(null),
    });
    renderAgent(DETAIL);
    const cards = await screen.findAllByTestId('agent-actor-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByText('Generate type: MiniMax')).toBeInTheDocument();
    expect(screen.getAllByTestId('agent-voice-card')).toHaveLength(2);

    await user.click(within(cards[0]).getByRole('button', { name: 'Rename Actor a1' }));
    await user.type(screen.getByRole('textbox', { name: 'New name' }), ' Host{Enter}');
    await waitFor(() => expect(within(cards[0]).getByText('Actor a1 Host')).toBeInTheDocument());
    // The name shows at once; the call leaves once its headers are signed (async crypto).
    await waitFor(() => expect(net.callsTo('POST /users/rename-actor-template')).toHaveLength(1));
    expect(net.callsTo('POST /users/rename-actor-template')[0].body).toEqual({
      actor_id: 'a1',
      actor_name: 'Actor a1 Host',
      user_id: 'u-1',
    });
    await user.click(within(cards[0]).getByRole('button', { name: 'Rename Actor a1 Host' }));
    const box = screen.getByRole('textbox', { name: 'New name' });
    await user.clear(box);
    await user.type(box, 'Taken{Enter}');
    expect(await screen.findByText('Actor name already exists')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Actor a1 Host')).toBeInTheDocument();
    // Escape cancels.
    await user.click(within(cards[0]).getByRole('button', { name: 'Rename Actor a1 Host' }));
    await user.type(screen.getByRole('textbox', { name: 'New name' }), 'zzz{Escape}');
    expect(net.callsTo('POST /users/rename-actor-template')).toHaveLength(2);

    const [warm] = screen.getAllByTestId('agent-voice-card');
    await user.click(within(warm).getByRole('button', { name: 'Rename Warm' }));
    await user.type(screen.getByRole('textbox', { name: 'New name' }), ' 2');
    await user.tab();
    await waitFor(() => expect(net.callsTo('POST /audio/rename-template')).toHaveLength(1));
    expect(net.callsTo('POST /audio/rename-template')[0].body).toEqual({
      audio_id: 'v1',
      audio_name: 'Warm 2',
      user_id: 'u-1',
    });

    await user.click(within(cards[1]).getByRole('button', { name: 'Failed. Click to regenerate' }));
    await waitFor(() => expect(net.callsTo('POST /video/retry-failed-template')).toHaveLength(1));
    expect(net.callsTo('POST /video/retry-failed-template')[0].body).toEqual({ template_id: 'a2' });
  });

  it('edits the actor and voice in the preview with the voice chooser, saving only when changed', async () => {
    const user = userEvent.setup();
    const net = detailServer({
      'POST /agent/user/save-actor-info': () => ok({ message: 'success' }),
    });
    renderAgent(DETAIL);
    const [card] = await screen.findAllByTestId('agent-actor-card');
    await user.click(within(card).getByRole('button', { name: 'Preview Actor a1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actor and voice' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByLabelText(/Voice ID/)).toHaveValue('v1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Voice$/ }), 'Bright');
    expect(within(dialog).getByLabelText(/Voice name/)).toHaveValue('Bright');
    expect(within(dialog).getByLabelText(/Voice ID/)).toHaveValue('v2');
    await user.clear(within(dialog).getByLabelText(/Actor name/));
    await user.click(save);
    expect(within(dialog).getByText('Please input actor name')).toBeInTheDocument();
    expect(net.callsTo('POST /agent/user/save-actor-info')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Actor name/), 'Anna');
    await user.click(save);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Actor and voice' })).toBeNull(),
    );
    expect(net.callsTo('POST /agent/user/save-actor-info')[0].body).toEqual({
      agent_id: 'ag1',
      user_id: 'u-1',
      actor_id: 'a1',
      actor_name: 'Anna',
      voice_id: 'v2',
      voice_name: 'Bright',
      voice_url: '/a/v2.mp3',
    });
  });

  it('opens the create-actor flow acting for the sub-user', async () => {
    const user = userEvent.setup();
    const net = detailServer({
      'GET /users/actor-name-suffix-id': () => ok({ suffix_id: 3 }),
      'GET /users/myvoice': () => ok({ page: 1, page_size: 1000, total: 0, templates: [] }),
    });
    renderAgent(DETAIL);
    await screen.findAllByTestId('agent-actor-card');
    await user.click(screen.getByRole('button', { name: 'Create actor' }));
    expect(await screen.findByRole('dialog', { name: 'Create an actor' })).toBeInTheDocument();
    await waitFor(() => expect(net.callsTo('GET /users/actor-name-suffix-id')).toHaveLength(1));
    expect(net.callsTo('GET /users/actor-name-suffix-id')[0].query.get('user_id')).toBe('u-1');
  });

  it("fetches the sub-user's assets again when the voice dialog closes (a finished clone is kept)", async () => {
    const user = userEvent.setup();
    const net = detailServer({
      'GET /audio/clone-providers': () => ok({ providers: [] }),
    });
    renderAgent(DETAIL);
    await screen.findAllByTestId('agent-voice-card');
    const loads = net.callsTo('POST /agent/user/actor-detail').length;
    await user.click(screen.getByRole('button', { name: /Clone a voice/ }));
    await screen.findByRole('dialog', { name: 'Add a voice' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a voice' })).toBeNull());
    await waitFor(() =>
      expect(net.callsTo('POST /agent/user/actor-detail').length).toBeGreaterThan(loads),
    );
  });

  it('shows 20 voice skeletons while the assets load', async () => {
    detailServer({ 'POST /agent/user/actor-detail': () => new Promise(() => {}) });
    renderAgent(DETAIL);
    await screen.findByTestId('detail-user-id');
    expect(screen.getAllByTestId('voice-skeleton')).toHaveLength(20);
  });
  it('shows a refused voice id at the Voice ID field, without a toast', async () => {
    const user = userEvent.setup();
    const net = detailServer({
      'POST /agent/user/save-actor-info': () =>
        refuse(Code.INVALID_INPUT, 'Please input voice id', {
          fields: { voice_id: 'Please input voice id' },
        }),
    });
    renderAgent(DETAIL);
    const [card] = await screen.findAllByTestId('agent-actor-card');
    await user.click(within(card).getByRole('button', { name: 'Preview Actor a1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actor and voice' });
    const voiceId = within(dialog).getByLabelText(/Voice ID/);
    await user.clear(voiceId);
    await user.type(voiceId, 'someone-elses-voice');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('No voice with this ID')).toBeInTheDocument();
    expect(voiceId).toHaveAttribute('aria-invalid', 'true');
    expect(net.callsTo('POST /agent/user/save-actor-info')).toHaveLength(1);
    expect(screen.queryByText('Please input voice id')).toBeNull();
    expect(screen.queryByText('Invalid Input')).toBeNull();
    await user.type(voiceId, 'x');
    expect(within(dialog).queryByText('No voice with this ID')).toBeNull();
  });

  it('asks before leaving unsaved user edits by the dashboard menu or Back', async () => {
    const user = userEvent.setup();
    detailServer({
      'POST /agent/workflow/deliveries': () => ok({ signing_secret: 's', deliveries: [] }),
    });
    const view = renderAgent('/agent/dashboard/user-management/ag1/');
    const [row] = await screen.findAllByTestId('agent-user-row');
    await user.click(within(row).getByRole('link', { name: 'Detail' }));
    const username = await screen.findByLabelText(/Username/);
    await user.type(username, 'x');

    await user.click(screen.getByRole('link', { name: 'Workflow' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.path()).toBe(DETAIL);
    expect(username).toHaveValue('User 1x');

    await view.router.navigate(-1);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() => expect(view.path()).toBe('/agent/dashboard/user-management/ag1/'));
  });
});
