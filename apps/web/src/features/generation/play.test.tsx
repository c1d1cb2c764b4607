import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../ui/formatDate';
import { pairKey, useVoiceSettingsStore } from '../voices/useVoiceSettingsStore';
import { useDraftStore } from './state/useDraftStore';
import { openProject } from './testing/openProject';
import { wireVideo, wireVoice } from './testing/wireData';

const first = wireVideo({
  id: 'first',
  input_text: 'The first script, read by Nora with a warm voice for the launch.',
  created_at: '2026-01-15T09:30:00.000Z',
});
const second = wireVideo({
  id: 'second',
  actor: { id: 'stock-actor-omar', actor_model_id: 'omar', image_url: null, name: 'Omar' },
  voice: wireVoice({ id: 'stock-voice-leo', voice_tts_id: 'leo', name: 'Leo', speed: 1.2 }),
  input_text: 'Second script by Omar.',
});

async function openModal(videos = [first, second]) {
  const view = await openProject({ videos });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: `Play the video of ${videos[0].actor.name}` }),
  );
  const modal = await screen.findByRole('dialog', { name: `Video of ${videos[0].actor.name}` });
  return { ...view, user, modal };
}

describe('play modal (creation.md §2)', () => {
  it('shows the player and the details: model, actor, voice, script, time and ids', async () => {
    const { modal } = await openModal();
    expect(within(modal).getByRole('group', { name: 'Video of Nora' })).toBeInTheDocument();
    expect(modal.querySelector('video')).toHaveAttribute('src', first.video_url);
    const details = within(modal);
    // The kind of voice, never the engine's name or its id for the voice.
    expect(details.getByText('Built-in voice')).toBeInTheDocument();
    expect(details.queryByText(/espeak/)).toBeNull();
    expect(details.getByText('Ava')).toBeInTheDocument();
    expect(details.getByTestId('play-script')).toHaveTextContent(first.input_text);
    expect(details.getByText(formatDate(first.created_at))).toBeInTheDocument();
    expect(details.getByText('stock-actor-nora')).toBeInTheDocument();
    expect(details.getByText('stock-voice-ava')).toBeInTheDocument();
    expect(details.queryByText('ava')).toBeNull();
    expect(details.getByText('1 of 2')).toBeInTheDocument();
  });

  it('goes to the next and previous video, wrapping around', async () => {
    const { modal, user } = await openModal();
    await user.click(within(modal).getByRole('button', { name: 'Next video' }));
    const next = await screen.findByRole('dialog', { name: 'Video of Omar' });
    expect(within(next).getByText('2 of 2')).toBeInTheDocument();
    expect(within(next).getByText('Leo')).toBeInTheDocument();
    await user.click(within(next).getByRole('button', { name: 'Next video' }));
    expect(await screen.findByRole('dialog', { name: 'Video of Nora' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous video' }));
    expect(await screen.findByRole('dialog', { name: 'Video of Omar' })).toBeInTheDocument();
  });

  it('names a cloned voice by its provider', async () => {
    const cloned = wireVideo({
      voice: wireVoice({
        id: 'v-mine',
        voice_tts_id: 'el-9f8e',
        provider: 'elevenlabs',
        name: 'Me',
      }),
    });
    const { modal } = await openModal([cloned]);
    expect(within(modal).getByText('ElevenLabs')).toBeInTheDocument();
    expect(within(modal).getByText('v-mine')).toBeInTheDocument();
    expect(within(modal).queryByText('el-9f8e')).toBeNull();
  });

  it('has no previous or next with a single video', async () => {
    const { modal } = await openModal([first]);
    expect(within(modal).queryByRole('button', { name: 'Next video' })).toBeNull();
    expect(within(modal).queryByText('1 of 1')).toBeNull();
  });

  it('copies the voice id to the clipboard with a success toast', async () => {
    const { modal, user } = await openModal();
    // userEvent provides the browser's clipboard; the copy goes through it.
    await user.click(within(modal).getByRole('button', { name: 'Copy Voice ID' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('stock-voice-ava');
  });

  it('asks to check the permissions when the clipboard and the older copy method both fail', async () => {
    const { modal, user } = await openModal();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(within(modal).getByRole('button', { name: 'Copy Actor ID' }));
    expect(
      await screen.findByText("Copy failed, please check your browser's permission settings"),
    ).toBeInTheDocument();
  });

  it('Remix loads the script and the single actor with its voice into the draft', async () => {
    const { modal, user, script } = await openModal([second, first]);
    act(() => useDraftStore.getState().setText('p1', 'Something I was writing'));
    await user.click(within(modal).getByRole('button', { name: 'Remix' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(script).toHaveValue('Second script by Omar.');
    expect(await screen.findByText('Script and actor loaded')).toBeInTheDocument();
    const draft = useDraftStore.getState().drafts.p1;
    expect(draft.actors).toHaveLength(1);
    expect(draft.actors[0]).toMatchObject({
      actor: { id: 'stock-actor-omar', name: 'Omar' },
      audio: { id: 'stock-voice-leo', name: 'Leo' },
      playbackRate: 1.2,
    });
    expect(screen.getByRole('button', { name: '1 actor' })).toBeInTheDocument();
    // The video was made with this pair, so the audio dialog counts it as heard too.
    expect(
      useVoiceSettingsStore
        .getState()
        .verifiedPairs.includes(pairKey('stock-actor-omar', 'stock-voice-leo')),
    ).toBe(true);
  });

  it('Remix keeps the speed the video was spoken at, not the voice its own (issue 7)', async () => {
    const spokenFaster = wireVideo({
      id: 'faster',
      voice: wireVoice({ speed: 1 }),
      voice_settings: { stability: 0.5, similarity_boost: 0.75, style_exaggeration: 0, speed: 1.2 },
    });
    const { modal, user } = await openModal([spokenFaster]);
    await user.click(within(modal).getByRole('button', { name: 'Remix' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const draft = useDraftStore.getState().drafts.p1;
    expect(draft.actors[0]).toMatchObject({ audio: { id: 'stock-voice-ava' }, playbackRate: 1.2 });
  });
});
