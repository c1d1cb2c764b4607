import { Code, DEFAULT_PREVIEW_VOICE_SETTINGS } from '@talkreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, refuse } from '../../test/fakeServer';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { fakeAudio } from './testing/fakeAudio';
import { ava, jack, lena, voicePage } from './testing/fixtures';
import { asVoice, openAudioSettings, voiceServer } from './testing/openAudioSettings';

beforeAll(fillBrowserGaps);

const ttsReply = (voiceId: string) =>
  ok({
    actor_name: 'Maya',
    audio_url: `/media/tts/${voiceId}.mp3`,
    id: `tts-row-${voiceId}`,
    model_name: 'espeak-ng',
    name: voiceId,
    voice_tts_id: `tts-${voiceId}`,
    duration: 3.2,
  });

type TtsBody = {
  text: string;
  voice_id: string;
  actor_id: string;
  model_name: string;
  voice_settings: Record<string, number>;
  audio_name: string;
  save_to_db: boolean;
};

describe('sample playback', () => {
  it('plays one audio at a time: starting another stops the first', async () => {
    const user = userEvent.setup();
    const audio = fakeAudio();
    const server = voiceServer();
    openAudioSettings();
    await screen.findByRole('radio', { name: 'Use Jack' });

    await user.click(screen.getByRole('button', { name: 'Play Ava' }));
    const avaButton = await screen.findByRole('button', { name: 'Pause Ava' });
    await waitFor(() => expect(avaButton).toHaveAttribute('data-state', 'playing'));
    expect(audio.playingNow()).toEqual(['/media/voices/v-ava.mp3']);

    await user.click(screen.getByRole('button', { name: 'Play Jack' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pause Jack' })).toHaveAttribute(
        'data-state',
        'playing',
      ),
    );
    expect(screen.getByRole('button', { name: 'Play Ava' })).toHaveAttribute('data-state', 'idle');
    expect(audio.playingNow()).toEqual(['/media/voices/v-jack.mp3']);

    // Pause, then the end of the audio.
    await user.click(screen.getByRole('button', { name: 'Pause Jack' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Play Jack' })).toHaveAttribute(
        'data-state',
        'paused',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Play Jack' }));
    await screen.findByRole('button', { name: 'Pause Jack' });
    audio.finish('/media/voices/v-jack.mp3');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Play Jack' })).toHaveAttribute(
        'data-state',
        'ended',
      ),
    );
    // Playing the dialog's audio marks the first digital-human creation, once.
    expect(server.callsTo('POST /users/update-first-dh-create')).toHaveLength(1);
  });

  it('says "Play audio failed" when the browser cannot play the audio', async () => {
    const user = userEvent.setup();
    fakeAudio((src) => src.includes('v-jack'));
    voiceServer();
    openAudioSettings();
    await screen.findByRole('radio', { name: 'Use Jack' });
    await user.click(screen.getByRole('button', { name: 'Play Jack' }));
    expect(await screen.findByText('Play audio failed')).toBeInTheDocument();
    expect(screen.getByText('Play audio failed, please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Jack' })).toHaveAttribute(
      'data-state',
      'error',
    );
  });
});

describe('preview and save', () => {
  it('saves only once a preview has verified the pair, with the speed and the save option', async () => {
    const user = userEvent.setup();
    const audio = fakeAudio();
    const server = voiceServer({
      'POST /audio/tts/generate': () => ttsReply('v-jack'),
      'POST /audio/toggle-starred': () => ok({ is_starred: true }),
    });
    const { onSave, onOpenChange } = openAudioSettings();
    await screen.findByRole('radio', { name: 'Use Jack' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Use Jack' }));
    expect(server.callsTo('POST /users/update-first-dh-create')).toHaveLength(1);
    expect(save).toBeDisabled();

    // Speed 1.0x → 1.3x with the keyboard.
    const thumb = screen.getByRole('slider', { name: 'Speed' });
    thumb.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('speed-value')).toHaveTextContent('1.3x');

    await user.click(screen.getByRole('button', { name: 'Generate preview' }));
    await waitFor(() => expect(server.callsTo('POST /audio/tts/generate')).toHaveLength(1));
    const body = server.callsTo('POST /audio/tts/generate')[0]?.body as TtsBody;
    expect(body).toMatchObject({
      text: 'Hello! This is a quick preview of how I will sound in your video.',
      voice_id: 'v-jack',
      actor_id: 'actor-1',
      model_name: 'espeak-ng',
      voice_settings: { ...DEFAULT_PREVIEW_VOICE_SETTINGS, speed: 1.3 },
      audio_name: 'Jack',
    });
    // The preview plays as soon as it arrives.
    await waitFor(() => expect(audio.playingNow()).toEqual(['/media/tts/v-jack.mp3']));
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(screen.getByRole('checkbox', { name: 'Save this voice' }));
    await user.click(save);
    // Saving the voice keeps it among the user's saved (Favorite) voices.
    expect(onSave).toHaveBeenCalledWith({
      voice: expect.objectContaining({
        id: 'v-jack',
        name: 'Jack',
        voiceTtsId: 'tts-v-jack',
        isStarred: true,
      }),
      speed: 1.3,
      saveThisVoice: true,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() =>
      expect(server.callsTo('POST /audio/toggle-starred').map((c) => c.body)).toEqual([
        { audio_id: 'v-jack' },
      ]),
    );
    expect(body.save_to_db).toBe(true);
  });

  it('"Save this voice" leaves an already starred voice starred', async () => {
    const user = userEvent.setup();
    fakeAudio();
    const server = voiceServer({
      'POST /audio/show': () => ok(voicePage([ava, { ...jack, is_starred: true }, lena])),
      'POST /audio/tts/generate': (call) => ttsReply((call.body as TtsBody).voice_id),
    });
    const { onSave } = openAudioSettings();
    await user.click(await screen.findByRole('radio', { name: 'Use Jack' }));
    await user.click(screen.getByRole('button', { name: 'Generate preview' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('checkbox', { name: 'Save this voice' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0][0].voice).toMatchObject({ id: 'v-jack', isStarred: true });
    // A star toggle here would un-star it.
    expect(server.callsTo('POST /audio/toggle-starred')).toHaveLength(0);
  });

  it('reuses a preview already made for the same text, actor, voice and speed', async () => {
    const user = userEvent.setup();
    fakeAudio();
    const server = voiceServer({
      'POST /audio/tts/generate': (call) => ttsReply((call.body as TtsBody).voice_id),
    });
    openAudioSettings();
    await screen.findByRole('radio', { name: 'Use Jack' });
    await user.click(screen.getByRole('radio', { name: 'Use Jack' }));
    await user.click(screen.getByRole('button', { name: 'Generate preview' }));
    await screen.findByRole('button', { name: 'Pause preview' });

    await user.click(screen.getByRole('radio', { name: 'Use Ava' }));
    expect(screen.getByRole('button', { name: 'Generate preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Use Jack' }));
    // Already made: offered for playing, not made again.
    expect(screen.getByRole('button', { name: 'Play preview' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(server.callsTo('POST /audio/tts/generate')).toHaveLength(1);
  });

  it('speaks a sample in the voice’s own language, or the project script when given', async () => {
    const user = userEvent.setup();
    fakeAudio();
    const server = voiceServer({
      'POST /audio/tts/generate': (call) => ttsReply((call.body as TtsBody).voice_id),
    });
    openAudioSettings();
    await screen.findByRole('radio', { name: 'Use Lena' });
    await user.click(screen.getByRole('radio', { name: 'Use Lena' }));
    await user.click(screen.getByRole('button', { name: 'Generate preview' }));
    await waitFor(() => expect(server.callsTo('POST /audio/tts/generate')).toHaveLength(1));
    expect(server.callsTo('POST /audio/tts/generate')[0]?.body).toMatchObject({
      text: 'Hallo! So klinge ich in deinem Video.',
    });
  });

  it('with autoPreview makes the preview at once from the script', async () => {
    fakeAudio();
    let answer: (v: ReturnType<typeof ok>) => void = () => {};
    const server = voiceServer({
      'POST /audio/tts/generate': () => new Promise((resolve) => (answer = resolve)),
    });
    const script = 'Welcome to our spring sale. '.repeat(5).trim();
    openAudioSettings({ voice: asVoice(jack), speed: 0.8, autoPreview: true, script });
    await waitFor(() => expect(server.callsTo('POST /audio/tts/generate')).toHaveLength(1));
    expect(server.callsTo('POST /audio/tts/generate')[0]?.body).toMatchObject({
      text: script,
      voice_id: 'v-jack',
      voice_settings: { speed: 0.8 },
    });
    const hint = screen.getByTestId('preview-hint');
    expect(hint).toHaveTextContent('Making a preview to verify this voice…');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    answer(ttsReply('v-jack'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('keeps Save disabled when the preview fails, and offers another try', async () => {
    const user = userEvent.setup();
    fakeAudio();
    voiceServer({
      'POST /audio/tts/generate': () =>
        refuse(Code.OPERATION_FAILED, 'Speech synthesis failed, please try again'),
    });
    openAudioSettings();
    await screen.findByRole('radio', { name: 'Use Jack' });
    await user.click(screen.getByRole('radio', { name: 'Use Jack' }));
    await user.click(screen.getByRole('button', { name: 'Generate preview' }));
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Generate preview' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(screen.getByRole('dialog')).getByTestId('preview-hint')).toHaveTextContent(
      'Generate a preview to verify this voice before saving',
    );
  });
});
