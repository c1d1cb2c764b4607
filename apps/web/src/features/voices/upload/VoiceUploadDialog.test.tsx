import {
  AUDIO_MIN_SECONDS,
  AUDIO_NAME_CHECK_DELAY_MS,
  CLONE_POLL_MS,
  Code,
  fileUriOf,
  Message,
} from '@talkreel/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, refuse } from '../../../test/fakeServer';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { fakeAudio } from '../testing/fakeAudio';
import { fakeAudioLength } from './testing/fakeAudioLength';
import { fakePut } from './testing/fakePut';
import {
  cloneTask,
  confirmed,
  mp4File,
  processing,
  providers,
  uploadSlot,
  wavFile,
} from './testing/fixtures';
import { cloneServer, openVoiceUpload } from './testing/openVoiceUpload';

beforeAll(fillBrowserGaps);

const consent = () => screen.getByRole('checkbox', { name: /I have the right to use this voice/ });
const fileInput = (kind: 'recording' | 'video' = 'recording') =>
  screen.getByLabelText(`Drop, paste or click to choose a ${kind}`, { selector: 'input' });
const cloneButton = () => screen.getByRole('button', { name: /^(Clone voice|Generating audio…)$/ });
const nameField = () => screen.getByRole('textbox', { name: 'Voice name' });
const progressOf = () =>
  Number(screen.getByRole('progressbar', { name: 'Clone progress' }).getAttribute('aria-valuenow'));

/** Real time, kept before any test fakes the clock: answers arrive off the timer queue. */
const realSetTimeout = globalThis.setTimeout;
/** Waits (in real time) until `check` passes, for tests whose clock stands still. */
async function until(check: () => void) {
  for (let i = 0; ; i++) {
    try {
      check();
      return;
    } catch (err) {
      if (i > 400) throw err;
      await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
    }
  }
}

const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
}

/** Consent, pick the file, and wait until the upload is confirmed and the name checked free. */
async function uploadReady(user: ReturnType<typeof setup>, file = wavFile()) {
  await user.click(consent());
  await user.upload(fileInput(), file);
  await screen.findByText(/Uploaded/);
  await waitFor(() => expect(cloneButton()).toBeEnabled());
}

describe('voice upload dialog: consent and upload', () => {
  it('takes no file before consent; then uploads by presigned PUT without a token and confirms', async () => {
    const user = setup();
    const puts = fakePut();
    const server = cloneServer();
    openVoiceUpload();
    expect(screen.getByTestId('voice-drop-zone')).toBeDisabled();
    expect(screen.getByText('Tick the consent box below to upload')).toBeInTheDocument();
    // A file picked anyway (the hidden input) is ignored without consent.
    await user.upload(fileInput(), wavFile());
    expect(server.callsTo('POST /upload/file')).toHaveLength(0);
    expect(cloneButton()).toBeDisabled();

    await uploadReady(user);
    expect(server.callsTo('POST /upload/file')[0].body).toEqual({
      file_name: 'My narration.wav',
      file_size: 320_000,
      content_type: 'audio',
    });
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ method: 'PUT', url: uploadSlot().presigned_url });
    expect(puts[0].headers).toEqual({});
    expect(puts[0].body.size).toBe(320_000);
    expect(server.callsTo('POST /upload/confirm/t1')).toHaveLength(1);
    // The name defaults to the file's name without its extension.
    expect(nameField()).toHaveValue('My narration');
  });

  it('takes a dropped or pasted file like a picked one, with the upload progress shown', async () => {
    const user = setup();
    const puts = fakePut();
    let answerConfirm: (v: ReturnType<typeof ok>) => void = () => {};
    const server = cloneServer({
      'POST /upload/confirm/t1': () => new Promise((resolve) => (answerConfirm = resolve)),
    });
    openVoiceUpload();
    await user.click(consent());
    fireEvent.drop(screen.getByTestId('voice-drop-zone'), {
      dataTransfer: { files: [wavFile('Dropped take.wav')] },
    });
    // Sent in full, waiting for the server's judgement: the bar stands at 100 %.
    const bar = await screen.findByRole('progressbar', { name: 'Uploading…' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByText('Dropped take.wav')).toBeInTheDocument();
    answerConfirm(ok(confirmed()));
    await screen.findByText(/Uploaded/);
    expect(puts).toHaveLength(1);

    fireEvent.paste(screen.getByRole('heading', { name: 'Add a voice' }), {
      clipboardData: { files: [wavFile('Pasted take.wav')] },
    });
    await waitFor(() => expect(server.callsTo('POST /upload/file')).toHaveLength(2));
    expect(server.callsTo('POST /upload/file')[1].body).toMatchObject({
      file_name: 'Pasted take.wav',
    });
    // The pasted file, not yet accepted, leaves the name from the first file.
    expect(nameField()).toHaveValue('Dropped take');
  });

  it('shows "Invalid audio" for a file of the wrong kind before sending anything', async () => {
    const user = setup();
    fakePut();
    const server = cloneServer();
    openVoiceUpload();
    await user.click(consent());
    await user.upload(fileInput(), mp4File());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid audio')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'Use an MP3 or WAV recording of at least 10 seconds and at most 10 MB.',
      ),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /upload/file')).toHaveLength(0);
  });

  it('says a recording is too short, with the length it needs, before sending anything', async () => {
    const user = setup();
    fakePut();
    fakeAudioLength(AUDIO_MIN_SECONDS - 0.5);
    const server = cloneServer();
    openVoiceUpload();
    await user.click(consent());
    await user.upload(fileInput(), wavFile('Short take.wav'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Recording too short')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        `A voice needs a recording of at least ${AUDIO_MIN_SECONDS} seconds. Choose a longer one.`,
      ),
    ).toBeInTheDocument();
    expect(within(alert).queryByText('Invalid audio')).toBeNull();
    expect(server.callsTo('POST /upload/file')).toHaveLength(0);
    expect(cloneButton()).toBeDisabled();
  });

  it('uploads a recording of the minimum length', async () => {
    const user = setup();
    fakePut();
    fakeAudioLength(AUDIO_MIN_SECONDS);
    const server = cloneServer();
    openVoiceUpload();
    await uploadReady(user);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.callsTo('POST /upload/file')).toHaveLength(1);
  });

  it('shows "Invalid Video" with the video limits when the server refuses the video on confirm', async () => {
    const user = setup();
    fakePut();
    const server = cloneServer({
      'POST /upload/file': () => ok(uploadSlot('video')),
      'POST /upload/confirm/t1': () => refuse(Code.INVALID_FORMAT, Message.INVALID_VIDEO),
    });
    openVoiceUpload();
    await user.click(screen.getByRole('radio', { name: 'Video' }));
    await user.click(consent());
    await user.upload(fileInput('video'), mp4File());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid Video')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'Use an MP4 or MOV video of 30 to 180 seconds, 720 to 2048 px tall and at most 1 GB.',
      ),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /upload/file')[0].body).toMatchObject({ content_type: 'video' });
    expect(cloneButton()).toBeDisabled();
  });
});

describe('voice upload dialog: name and providers', () => {
  it('checks the name 150 ms after typing stops and blocks a duplicate with the spec wording', async () => {
    vi.useFakeTimers();
    fakePut();
    const server = cloneServer({
      'POST /users/check-audio-name-duplicate': (call) =>
        ok({ is_duplicate: (call.body as { input_name: string }).input_name === 'Narrator' }),
    });
    openVoiceUpload();
    // user-event waits on the clock between keys; with it stopped, type by change events.
    const type = (value: string) => fireEvent.change(nameField(), { target: { value } });
    type('Narr');
    await act(() => vi.advanceTimersByTimeAsync(AUDIO_NAME_CHECK_DELAY_MS - 1));
    type('Narrator');
    await act(() => vi.advanceTimersByTimeAsync(AUDIO_NAME_CHECK_DELAY_MS - 1));
    expect(server.callsTo('POST /users/check-audio-name-duplicate')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() =>
      expect(server.callsTo('POST /users/check-audio-name-duplicate')).toHaveLength(1),
    );
    expect(server.callsTo('POST /users/check-audio-name-duplicate')[0].body).toEqual({
      input_name: 'Narrator',
      user_id: '',
    });
    await until(() => expect(screen.getByText('Audit name already exists')).toBeInTheDocument());
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');

    type('Narrator 2');
    await act(() => vi.advanceTimersByTimeAsync(AUDIO_NAME_CHECK_DELAY_MS));
    await until(() => expect(screen.queryByText('Audit name already exists')).toBeNull());
    // Typing within the pause asks once, for the last name only.
    expect(server.callsTo('POST /users/check-audio-name-duplicate').map((c) => c.body)).toEqual([
      { input_name: 'Narrator', user_id: '' },
      { input_name: 'Narrator 2', user_id: '' },
    ]);
  });

  it('offers only the providers this server has and says why the others are off', async () => {
    setup();
    cloneServer({ 'GET /audio/clone-providers': () => ok(providers({ minimax: true })) });
    openVoiceUpload();
    const local = await screen.findByRole('radio', { name: 'Offline match' });
    expect(local).toBeChecked();
    expect(local).toHaveAccessibleDescription(
      'Matched, not cloned: the nearest built-in voice, tuned to the sample',
    );
    const eleven = await screen.findByRole('radio', { name: 'ElevenLabs' });
    expect(eleven).toBeDisabled();
    expect(eleven).toHaveAccessibleDescription(
      'ElevenLabs is not set up on this server (no API key)',
    );
    expect(screen.getByRole('radio', { name: 'MiniMax' })).toBeEnabled();
  });
});

describe('voice upload dialog: an agent adding a voice to a user', () => {
  it('starts on the second provider, the generate type the user card names, and clones for that user', async () => {
    const user = setup();
    fakePut();
    const server = cloneServer({
      'GET /audio/clone-providers': () => ok(providers({ minimax: true })),
      'POST /audio/clone-minimax': () => ok(cloneTask),
    });
    openVoiceUpload('user-7');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'MiniMax' })).toBeChecked());
    await uploadReady(user);
    await user.click(cloneButton());
    await waitFor(() => expect(server.callsTo('POST /audio/clone-minimax')).toHaveLength(1));
    expect(server.callsTo('POST /audio/clone-minimax')[0].body).toMatchObject({
      user_id: 'user-7',
    });
    expect(server.callsTo('POST /audio/clone-local')).toHaveLength(0);
  });

  it('starts on the offline match when this server has no second provider', async () => {
    setup();
    cloneServer();
    openVoiceUpload('user-7');
    expect(await screen.findByRole('radio', { name: 'Offline match' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'MiniMax' })).toBeDisabled();
  });
});

describe('voice upload dialog: cloning', () => {
  it('clones, polls every 2 s while processing, reaches 100 and saves the voice', async () => {
    const user = setup();
    fakePut();
    fakeAudio();
    const statuses = [processing(1), processing(1), processing(2)];
    const server = cloneServer({
      'GET /audio/processing-status/c1': () => ok(statuses.shift()),
    });
    const { onSaved, onOpenChange, queryClient } = openVoiceUpload();
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    await uploadReady(user);

    await user.click(cloneButton());
    await waitFor(() => expect(server.callsTo('POST /audio/clone-local')).toHaveLength(1));
    expect(server.callsTo('POST /audio/clone-local')[0].body).toEqual({
      user_id: '',
      audio_name: 'My narration',
      audio_url: fileUriOf('t1'),
    });
    expect(screen.getByText('Generating audio…', { selector: 'span' })).toBeInTheDocument();
    // Locked while the voice is made: no other file, name or provider.
    expect(nameField()).toBeDisabled();
    expect(screen.getByTestId('voice-drop-zone')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save voice' })).toBeNull();

    // The status is asked 2 s after the task starts, then every 2 s until it is done.
    expect(server.callsTo('GET /audio/processing-status/c1')).toHaveLength(0);
    await tick(CLONE_POLL_MS);
    await waitFor(() => expect(server.callsTo('GET /audio/processing-status/c1')).toHaveLength(1));
    const climbing = progressOf();
    expect(climbing).toBeGreaterThan(0);
    expect(climbing).toBeLessThanOrEqual(95);
    await tick(CLONE_POLL_MS);
    await waitFor(() => expect(server.callsTo('GET /audio/processing-status/c1')).toHaveLength(2));
    expect(progressOf()).toBeGreaterThan(climbing);
    await tick(CLONE_POLL_MS);
    await waitFor(() => expect(progressOf()).toBe(100));
    expect(server.callsTo('GET /audio/processing-status/c1')).toHaveLength(3);
    await tick(CLONE_POLL_MS * 3);
    expect(server.callsTo('GET /audio/processing-status/c1')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Play sample of My narration' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Save voice' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    // The saved voice is asked by the id the status named.
    expect(server.callsTo('GET /audio/save-info/voice-9')).toHaveLength(1);
    expect(onSaved.mock.calls[0][0]).toMatchObject({
      id: 'voice-9',
      name: 'My narration',
      audioUrl: '/media/voices/c1.wav',
      modelName: '',
      speed: 1,
      isStarred: false,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['voices', 'mine'] });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['voices', 'list'] });
  });

  it("while the voice is made, says the server's time left and the voices ahead (issue 24)", async () => {
    const user = setup();
    fakePut();
    fakeAudio();
    const statuses = [
      processing(1, { progress: { percent: 0, ahead: 2, remaining_seconds: 40 } }),
      processing(1, { progress: { percent: 50, ahead: 0, remaining_seconds: 4 } }),
      processing(2),
    ];
    const server = cloneServer({
      'GET /audio/processing-status/c1': () => ok(statuses.shift()),
    });
    openVoiceUpload();
    await uploadReady(user);
    await user.click(cloneButton());
    await waitFor(() => expect(server.callsTo('POST /audio/clone-local')).toHaveLength(1));
    // Nothing known before the first reply: no guess is shown.
    expect(screen.queryByTestId('work-time')).toBeNull();
    await tick(CLONE_POLL_MS);
    await waitFor(() => expect(screen.getByText('2 voices ahead of yours')).toBeInTheDocument());
    expect(screen.getByText('About 40 s left')).toBeInTheDocument();
    await tick(CLONE_POLL_MS);
    await waitFor(() => expect(screen.getByText('Almost done')).toBeInTheDocument());
    expect(screen.queryByText('2 voices ahead of yours')).toBeNull();
    await tick(CLONE_POLL_MS);
    await waitFor(() => expect(progressOf()).toBe(100));
    expect(screen.queryByText('Almost done')).toBeNull();
  });

  it('retries a failing status call 3 times, then goes on', async () => {
    const user = setup();
    fakePut();
    let calls = 0;
    const server = cloneServer({
      'GET /audio/processing-status/c1': () => (++calls <= 3 ? 'network-error' : ok(processing(2))),
    });
    openVoiceUpload();
    await uploadReady(user);
    await user.click(cloneButton());
    for (let n = 1; n <= 4; n++) {
      await tick(CLONE_POLL_MS);
      await waitFor(() =>
        expect(server.callsTo('GET /audio/processing-status/c1')).toHaveLength(n),
      );
    }
    await waitFor(() => expect(progressOf()).toBe(100));
    expect(screen.getByRole('button', { name: 'Save voice' })).toBeEnabled();
  });

  it('gives up after a fourth failure in a row and returns the progress to 0', async () => {
    const user = setup();
    fakePut();
    const server = cloneServer({ 'GET /audio/processing-status/c1': () => 'network-error' });
    openVoiceUpload();
    await uploadReady(user);
    await user.click(cloneButton());
    for (let n = 1; n <= 4; n++) {
      await tick(CLONE_POLL_MS);
      await waitFor(() =>
        expect(server.callsTo('GET /audio/processing-status/c1')).toHaveLength(n),
      );
    }
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Clone progress' })).toBeNull(),
    );
    expect((await screen.findAllByText('Network request failed')).length).toBeGreaterThan(0);
    await tick(CLONE_POLL_MS * 3);
    expect(server.callsTo('GET /audio/processing-status/c1')).toHaveLength(4);
    // The user may try again.
    expect(cloneButton()).toBeEnabled();
  });

  it.each([
    [3, 'Audio clone process failed'],
    [4, 'Audio clone process timeout'],
  ])('status %i ends with "%s"', async (status, message) => {
    const user = setup();
    fakePut();
    cloneServer({ 'GET /audio/processing-status/c1': () => ok(processing(status)) });
    openVoiceUpload();
    await uploadReady(user);
    await user.click(cloneButton());
    await tick(CLONE_POLL_MS);
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('progressbar', { name: 'Clone progress' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save voice' })).toBeNull();
  });

  it('extracts a video with the chosen provider; a success without a sample is a failure', async () => {
    const user = setup();
    fakePut();
    const server = cloneServer({
      'GET /audio/clone-providers': () => ok(providers({ minimax: true })),
      'POST /upload/file': () => ok(uploadSlot('video')),
      'POST /upload/confirm/t1': () => ok(confirmed('video')),
      'POST /audio-extraction/tasks': () => ok({ task_id: 'c1', status: 1, created_at: 'x' }),
      'GET /audio/processing-status/c1': () => ok(processing(2, { sample_url: null })),
    });
    openVoiceUpload();
    await user.click(screen.getByRole('radio', { name: 'Video' }));
    await user.click(consent());
    await user.upload(fileInput('video'), mp4File());
    await screen.findByText(/Uploaded/);
    await user.click(await screen.findByRole('radio', { name: 'MiniMax' }));
    await waitFor(() => expect(cloneButton()).toBeEnabled());
    await user.click(cloneButton());
    await tick(CLONE_POLL_MS);
    expect(
      (await screen.findAllByText('Audio clone process failed, sample_url is empty')).length,
    ).toBeGreaterThan(0);
    expect(server.callsTo('POST /audio-extraction/tasks')[0].body).toEqual({
      user_id: '',
      audio_name: 'Talking head',
      video_url: fileUriOf('t1'),
      provider: 'minimax',
    });
  });
});
