import { Code, DEFAULT_VIDEO_VOICE_SETTINGS } from '@talkreel/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, refuse } from '../../test/fakeServer';
import { held } from '../tree/testing/treeServer';
import { useDraftStore } from './state/useDraftStore';
import { openProject } from './testing/openProject';
import { pickedActor, pickedActors, seedDraft } from './testing/seedDraft';
import { scriptOf } from './testing/wireData';

const generateButton = () => screen.getByRole('button', { name: 'Generate' });
const draft = () => useDraftStore.getState().drafts.p1;
const cards = () => screen.queryAllByTestId('result-card');
const previewReply = ok({
  actor_name: 'Actor',
  audio_url: '/media/tts/preview.mp3',
  id: 'tts1',
  model_name: 'espeak-ng',
  name: 'Preview',
  voice_tts_id: 'ava',
  duration: 3,
});

describe('generate videos (creation.md §4, §5)', () => {
  it('without a script: highlights and focuses the script box for 3 s, sends nothing', async () => {
    seedDraft('Too short', [pickedActor()], { verified: true });
    const { server, script } = await openProject();
    // From here the clock moves only when the test says so: the 3 s are never the machine's.
    vi.useFakeTimers();
    fireEvent.click(generateButton());
    expect(script).toHaveAttribute('aria-invalid', 'true');
    expect(script).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Write at least 100 characters to generate.',
    );
    act(() => vi.advanceTimersByTime(2_900));
    expect(script).toHaveAttribute('aria-invalid', 'true');
    act(() => vi.advanceTimersByTime(200));
    expect(script).not.toHaveAttribute('aria-invalid');
    expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(0);
    expect(draft().text).toBe('Too short');
  });

  it('without an actor: says so and opens the actor picker', async () => {
    seedDraft(scriptOf(120), []);
    const { server } = await openProject();
    await userEvent.setup().click(generateButton());
    expect(await screen.findByText('Add an actor first')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Choose actors' })).toBeInTheDocument();
    expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(0);
  });

  it('clears script and actors, shows temporary results at once, then the server results', async () => {
    const text = scriptOf(150);
    const [nora] = [pickedActor()];
    seedDraft(text, [nora], { verified: true });
    useDraftStore
      .getState()
      .setActorAudio('p1', nora.id, { audio: nora.defaultAudio, playbackRate: 1.3 });
    const { server, script } = await openProject();
    await screen.findByTestId('generation-empty');
    const reply = held();
    server.override('POST /video/audio-video/process-batch', () => reply.reply);

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Burn in captions' }));
    await user.click(generateButton());
    expect(script).toHaveValue('');
    expect(draft().actors).toEqual([]);
    const [temporary] = cards();
    expect(temporary).toHaveAttribute('data-status', 'processing');
    expect(within(temporary).getByText('About 3 to 5 minutes')).toBeInTheDocument();
    expect(within(temporary).getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(within(temporary).getByRole('button', { name: 'Remove' })).toBeDisabled();

    // (With burned captions the brand kit's caption style goes too once loaded: picture.test.tsx.)
    expect(server.callsTo('POST /video/audio-video/process-batch')[0].body).toMatchObject({
      tasks: [
        {
          text,
          actor_id: 'stock-actor-nora',
          voice_id: 'stock-voice-ava',
          voice_model_name: 'espeak-ng',
          voice_settings: { ...DEFAULT_VIDEO_VOICE_SETTINGS, speed: 1.3 },
          project_id: 'p1',
          folder_id: null,
          scene_id: null,
          burn_captions: true,
          // A draft whose picture was never opened: today's 9:16 720p on the actor's backdrop.
          format: '9:16',
          resolution: '720p',
          background: { type: 'actor' },
          layout: { placement: 'full', scale: 1 },
          brand: 'none',
        },
      ],
    });
    server.override('POST /video/audio-video/process-batch', null);
    reply.release({
      status: 200,
      body: {
        code: 200,
        message: 'success',
        data: {
          total: 1,
          videos: [
            {
              id: 'server-1',
              task_id: 'task-server-1',
              project_id: 'p1',
              video_status: 1,
              created_at: '2026-03-04T08:09:00.000Z',
              input_text: text,
              actor: { id: 'stock-actor-nora', actor_model_id: 'nora', name: 'Nora' },
              voice: null,
            },
          ],
        },
      },
    });
    await waitFor(() => expect(cards()[0]).toHaveAttribute('data-video-id', 'server-1'));
    expect(cards()).toHaveLength(1);
    expect(draft().temporaryResults).toEqual([]);
    expect(draft().text).toBe('');
  });

  it('puts script and actors back when the server refuses, with the code toast', async () => {
    const text = scriptOf(130);
    seedDraft(text, pickedActors(2), { verified: true });
    const { server, script } = await openProject();
    server.override('POST /video/audio-video/process-batch', () =>
      refuse(Code.OPERATION_FAILED, 'This actor is still being generated'),
    );
    await userEvent.setup().click(generateButton());
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
    expect(script).toHaveValue(text);
    expect(draft().actors.map((a) => a.actor.id)).toEqual(['actor-1', 'actor-2']);
    expect(draft().temporaryResults).toEqual([]);
    await waitFor(() => expect(cards()).toHaveLength(0));
  });

  it("a voice deleted meanwhile: says whose, drops it from the draft and opens that actor's audio dialog", async () => {
    const text = scriptOf(130);
    seedDraft(text, pickedActors(2), { verified: true });
    const { server, script } = await openProject();
    server.override('POST /video/audio-video/process-batch', () =>
      refuse(Code.NOT_FOUND, 'Voice not found', { actor_id: 'actor-2', voice_id: 'voice-2' }),
    );
    await userEvent.setup().click(generateButton());
    expect(
      await screen.findByText("Actor 2's voice was deleted. Choose another voice."),
    ).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Audio settings' });
    expect(within(dialog).getByText('Choose how Actor 2 sounds')).toBeInTheDocument();
    expect(screen.queryByText('Content Not Found')).toBeNull();
    expect(script).toHaveValue(text);
    expect(draft().actors.map((a) => [a.actor.id, a.audio?.id ?? null])).toEqual([
      ['actor-1', 'voice-1'],
      ['actor-2', null],
    ]);
    expect(useDraftStore.getState().verifiedPairs).toEqual(['actor-1\nvoice-1']);
  });

  it("on a second 1020, after one pass over the named pairs, opens the first one's audio dialog with a hint and no toast", async () => {
    const text = scriptOf(130);
    const actors = pickedActors(3);
    seedDraft(text, actors, { verified: true });
    const { server, script } = await openProject();
    server.override('POST /video/audio-video/process-batch', () =>
      refuse(Code.AUDIO_NOT_VERIFIED, 'Please verify the audio of every actor before generating', {
        pairs: [
          { actor_id: 'actor-2', voice_id: 'voice-2' },
          { actor_id: 'actor-3', voice_id: 'voice-3' },
        ],
      }),
    );
    await userEvent.setup().click(generateButton());
    const dialog = await screen.findByRole('dialog', { name: 'Audio settings' });
    expect(within(dialog).getByText('Choose how Actor 2 sounds')).toBeInTheDocument();
    expect(screen.getByTestId('verify-audio-hint')).toHaveTextContent("Actor 2's voice");
    expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(2);
    expect(screen.queryByText('Operation Failed')).toBeNull();
    expect(screen.queryByText(/verify the audio of every actor/)).toBeNull();
    // The refusal undoes the clearing and forgets the pairs the server does not know.
    expect(script).toHaveValue(text);
    expect(draft().actors).toHaveLength(3);
    expect(useDraftStore.getState().verifiedPairs).toEqual(['actor-1\nvoice-1']);
  });

  it('asks before generating with 10 actors; Cancel sends nothing, confirming sends 10 tasks', async () => {
    seedDraft(scriptOf(120), pickedActors(10), { verified: true });
    const { server } = await openProject();
    const user = userEvent.setup();
    await user.click(generateButton());
    let confirm = await screen.findByRole('dialog', { name: 'Generate 10 videos?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(0);
    expect(draft().actors).toHaveLength(10);

    await user.click(generateButton());
    confirm = await screen.findByRole('dialog', { name: 'Generate 10 videos?' });
    await user.click(within(confirm).getByRole('button', { name: 'Generate all' }));
    await waitFor(() =>
      expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(1),
    );
    const body = server.callsTo('POST /video/audio-video/process-batch')[0].body as {
      tasks: unknown[];
    };
    expect(body.tasks).toHaveLength(10);
    await waitFor(() => expect(cards()).toHaveLength(10));
  });

  it('with 10 actors, 4 unverified: checks every voice first in one pass, then asks (issue 7)', async () => {
    const actors = pickedActors(10);
    seedDraft(scriptOf(120), actors.slice(0, 6), { verified: true });
    useDraftStore.getState().setPicked('p1', actors);
    const { server } = await openProject();
    const previews = held();
    server.override('POST /audio/tts/generate', () => previews.reply);
    const user = userEvent.setup();
    await user.click(generateButton());
    // The check runs before any question, two previews at a time.
    const checking = await screen.findByRole('button', { name: 'Checking voices 0/4…' });
    expect(checking).toBeDisabled();
    await waitFor(() => expect(server.callsTo('POST /audio/tts/generate')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();

    previews.release(previewReply);
    const confirm = await screen.findByRole('dialog', { name: 'Generate 10 videos?' });
    const checked = server
      .callsTo('POST /audio/tts/generate')
      .map((c) => c.body as { actor_id: string; voice_id: string; text: string });
    // Two at a time: the held pair first, then the rest; within a pair either may arrive first.
    const pairs = checked.map((b) => `${b.actor_id}/${b.voice_id}`);
    expect(pairs).toHaveLength(4);
    expect(new Set(pairs.slice(0, 2))).toEqual(new Set(['actor-7/voice-7', 'actor-8/voice-8']));
    expect(new Set(pairs.slice(2))).toEqual(new Set(['actor-9/voice-9', 'actor-10/voice-10']));
    // The script itself is previewed, so the videos can reuse that speech.
    expect(checked.every((b) => b.text === draft().text.trim())).toBe(true);
    expect(useDraftStore.getState().verifiedPairs).toHaveLength(10);

    await user.click(within(confirm).getByRole('button', { name: 'Generate all' }));
    await waitFor(() =>
      expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(1),
    );
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.queryByRole('dialog', { name: 'Audio settings' })).toBeNull();
  });

  it('a voice whose check fails opens its audio dialog; nothing is asked or sent', async () => {
    seedDraft(scriptOf(120), pickedActors(10));
    const { server } = await openProject();
    server.override('POST /audio/tts/generate', (call) =>
      (call.body as { actor_id: string }).actor_id === 'actor-3'
        ? refuse(Code.OPERATION_FAILED, 'The speech provider failed')
        : previewReply,
    );
    await userEvent.setup().click(generateButton());
    const dialog = await screen.findByRole('dialog', { name: 'Audio settings' });
    expect(within(dialog).getByText('Choose how Actor 3 sounds')).toBeInTheDocument();
    expect(server.callsTo('POST /audio/tts/generate')).toHaveLength(10);
    expect(useDraftStore.getState().verifiedPairs).toHaveLength(9);
    expect(screen.queryByRole('dialog', { name: 'Generate 10 videos?' })).toBeNull();
    expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(0);
  });

  it('on 1020 verifies all the pairs the server named in one pass and sends again', async () => {
    const text = scriptOf(130);
    seedDraft(text, pickedActors(3), { verified: true });
    const { server } = await openProject();
    // Refused once (the server knows fewer verified pairs than this browser), then as usual.
    server.override('POST /video/audio-video/process-batch', () => {
      server.override('POST /video/audio-video/process-batch', null);
      return refuse(Code.AUDIO_NOT_VERIFIED, 'Please verify the audio of every actor', {
        pairs: [
          { actor_id: 'actor-2', voice_id: 'voice-2' },
          { actor_id: 'actor-3', voice_id: 'voice-3' },
        ],
      });
    });
    await userEvent.setup().click(generateButton());
    await waitFor(() =>
      expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(2),
    );
    // Previews run a few at a time, so they reach the server in either order.
    expect(
      server
        .callsTo('POST /audio/tts/generate')
        .map((c) => (c.body as { actor_id: string }).actor_id)
        .sort(),
    ).toEqual(['actor-2', 'actor-3']);
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(draft().actors).toHaveLength(0);
  });

  it('with 9 actors generates without asking', async () => {
    seedDraft(scriptOf(120), pickedActors(9), { verified: true });
    const { server } = await openProject();
    await userEvent.setup().click(generateButton());
    await waitFor(() =>
      expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(1),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the checklist on the Generate button, and the all-good message when done', async () => {
    seedDraft('', [pickedActor()]);
    const { script } = await openProject();
    act(() => generateButton().focus());
    const list = await screen.findByTestId('generate-checklist');
    expect(list).toHaveTextContent('Write a script (at least 100 characters)');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.dataset.done),
    ).toEqual(['false', 'true', 'false']);
    act(() =>
      useDraftStore
        .getState()
        .markVerified([{ actorId: 'stock-actor-nora', voiceId: 'stock-voice-ava' }]),
    );
    expect(
      within(screen.getByTestId('generate-checklist'))
        .getAllByRole('listitem')
        .map((li) => li.dataset.done),
    ).toEqual(['false', 'true', 'true']);

    act(() => script.focus());
    await userEvent.setup().paste(scriptOf(100));
    act(() => generateButton().focus());
    await waitFor(() =>
      expect(screen.getByTestId('generate-checklist')).toHaveTextContent(
        'All set! Your videos are ready to generate.',
      ),
    );
  });
});
