import { DEFAULT_VIDEO_VOICE_SETTINGS } from '@talkreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeServer';
import { useDraftStore } from '../generation/state/useDraftStore';
import { openProject } from '../generation/testing/openProject';
import { pickedActors, seedDraft } from '../generation/testing/seedDraft';
import { wireTemplate } from './testing/wireTemplate';

interface SentTemplate {
  name: string;
  body: Record<string, unknown> & { scenes?: { text: string; actor_id: string }[] };
}
const sentOf = (server: Awaited<ReturnType<typeof openProject>>['server']) =>
  server.callsTo('POST /template/create').map((c) => c.body as SentTemplate);

const saved = (name: string, body: Record<string, unknown>) =>
  ok(wireTemplate({ name, body, variables: [], actor_id: 'actor-1', actor_name: 'Actor 1' }));

async function openSaveDialog(server: Awaited<ReturnType<typeof openProject>>['server']) {
  server.override('POST /template/create', (call) => {
    const { name, body } = call.body as { name: string; body: Record<string, unknown> };
    return saved(name, body);
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save as template' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Save as template' }) };
}

const script =
  'Hello {{first_name}}, thank you for choosing {{company|our team}}. We made this short video for you, {{first_name}}, to say welcome.';

describe('Save as template in the composer (issue 28)', () => {
  it("saves the draft's script with its variables, actor, voice and speed under the name given", async () => {
    const [ann, ben] = pickedActors(2);
    seedDraft(script, [ann, ben], { verified: true });
    useDraftStore.getState().setActorAudio('p1', ann.id, {
      audio: useDraftStore.getState().drafts.p1.actors[0].audio,
      playbackRate: 1.2,
    });
    const { server } = await openProject();
    const { user, dialog } = await openSaveDialog(server);
    // Each variable once, with its default; of two actors the first speaks.
    const variables = within(dialog).getByRole('list', { name: 'Variables' });
    expect(
      within(variables)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['{{first_name}}', '{{company|our team}}']);
    expect(dialog).toHaveTextContent('Actor 1, the first actor, speaks it');
    const save = within(dialog).getByRole('button', { name: 'Save template' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Template name' }), 'Welcome');
    await user.click(save);
    await waitFor(() => expect(server.callsTo('POST /template/create')).toHaveLength(1));
    const [body] = sentOf(server);
    expect(body).toMatchObject({
      name: 'Welcome',
      body: {
        text: script,
        actor_id: 'actor-1',
        voice_id: 'voice-1',
        voice_settings: { ...DEFAULT_VIDEO_VOICE_SETTINGS, speed: 1.2 },
        format: '9:16',
      },
    });
    // The project is not the template's: a batch makes its own.
    expect(body.body).not.toHaveProperty('project_id');
    expect(body.body).not.toHaveProperty('scenes');
    expect(await screen.findByText('Saved as template “Welcome”')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Saving leaves the draft as it was.
    expect(useDraftStore.getState().drafts.p1.text).toBe(script);
  });

  it('a draft of scenes saves every scene, and lists the variables of all of them', async () => {
    seedDraft(
      'Hi {{first_name}}, this first scene is short but long enough for a video.',
      pickedActors(2),
      {
        verified: true,
      },
    );
    useDraftStore.getState().addScene('p1');
    const [, two] = useDraftStore.getState().drafts.p1.scenes ?? [];
    useDraftStore.getState().setScene('p1', two.id, { text: 'See you at {{city}} soon.' });
    const { server } = await openProject();
    const { user, dialog } = await openSaveDialog(server);
    expect(within(dialog).getByRole('list', { name: 'Variables' })).toHaveTextContent(
      '{{first_name}}{{city}}',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Template name' }), 'Tour');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(server.callsTo('POST /template/create')).toHaveLength(1));
    const sent = sentOf(server)[0].body;
    expect(sent.scenes?.map((s) => s.text)).toEqual([
      'Hi {{first_name}}, this first scene is short but long enough for a video.',
      'See you at {{city}} soon.',
    ]);
    expect(sent).toMatchObject({ transition: 'cut', actor_id: sent.scenes?.[0].actor_id });
  });

  it('a variable written wrong, or an empty draft, is said so and nothing is sent', async () => {
    seedDraft('Hello {{first name}} and {{company', pickedActors(1), { verified: true });
    const { server } = await openProject();
    const { user, dialog } = await openSaveDialog(server);
    await user.type(within(dialog).getByRole('textbox', { name: 'Template name' }), 'Broken');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The variable name "first name" may only hold letters',
    );
    expect(within(dialog).getByRole('button', { name: 'Save template' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    useDraftStore.getState().setText('p1', '');
    await user.click(screen.getByRole('button', { name: 'Save as template' }));
    const again = await screen.findByRole('dialog', { name: 'Save as template' });
    expect(within(again).getByRole('alert')).toHaveTextContent(
      'Write a script and add an actor first.',
    );
    expect(
      within(again).getByText(/No variables yet: write \{\{first_name\}\}/),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /template/create')).toHaveLength(0);
  });
});
