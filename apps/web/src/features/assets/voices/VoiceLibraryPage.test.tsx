import { CloneStatus, Code, VOICE_LIBRARY_SKELETONS } from '@talkreel/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, refuse } from '../../../test/fakeServer';
import { useDraftStore } from '../../generation/state/useDraftStore';
import { pickedActor } from '../../generation/testing/seedDraft';
import { wireVoice } from '../../generation/testing/wireData';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { fakeAudio } from '../../voices/testing/fakeAudio';
import { cloneAndSave } from '../../voices/upload/testing/cloneAndSave';
import { fakePut } from '../../voices/upload/testing/fakePut';
import { myVoicePage, myVoiceRow } from '../../voices/upload/testing/fixtures';
import { cloneHandlers } from '../../voices/upload/testing/openVoiceUpload';
import { renderVoiceLibrary } from './testing/renderVoiceLibrary';

beforeAll(fillBrowserGaps);

const today = new Date();
const ada = myVoiceRow('v1', 'Ada narration', { created_at: today.toISOString() });
const bob = myVoiceRow('v2', 'Bob clone', {
  provider: 'elevenlabs',
  label: 'cloned',
  is_starred: true,
  created_at: '2024-03-05T10:07:00.000Z',
});
const pending = myVoiceRow('v3', 'Still cooking', {
  sample_url: null,
  process_status: CloneStatus.PROCESSING,
  created_at: '2024-03-04T10:07:00.000Z',
});

const libraryServer = (extra: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    'GET /users/myvoice': () => ok(myVoicePage([ada, bob, pending])),
    'GET /audio/clone-providers': () => ok({ providers: [] }),
    ...extra,
  });
const card = (name: string) => screen.getByRole('article', { name });
const pad = (n: number) => String(n).padStart(2, '0');

describe('voice library (/assets/voice/)', () => {
  it('shows the add card and 40 skeletons, then the voices newest first with date and provider', async () => {
    let answer: (v: ReturnType<typeof ok>) => void = () => {};
    const server = libraryServer({
      'GET /users/myvoice': () => new Promise((resolve) => (answer = resolve)),
    });
    renderVoiceLibrary();
    expect(
      screen.getByRole('button', { name: /Add voice.*Upload a recording/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('voice-card-skeleton')).toHaveLength(VOICE_LIBRARY_SKELETONS);
    await waitFor(() => expect(server.callsTo('GET /users/myvoice')).toHaveLength(1));
    answer(ok(myVoicePage([bob, pending, ada])));

    await screen.findByRole('article', { name: 'Ada narration' });
    expect(screen.queryAllByTestId('voice-card-skeleton')).toHaveLength(0);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Ada narration',
      'Bob clone',
      'Still cooking',
    ]);
    const time = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
    expect(within(card('Ada narration')).getByText(`Today ${time(today)}`)).toBeInTheDocument();
    const old = new Date('2024-03-05T10:07:00.000Z');
    expect(
      within(card('Bob clone')).getByText(
        `24/${pad(old.getMonth() + 1)}/${pad(old.getDate())} ${time(old)}`,
      ),
    ).toBeInTheDocument();
    // A local match says so; a provider clone says cloned.
    expect(within(card('Ada narration')).getByText('Matched, not cloned')).toBeInTheDocument();
    expect(within(card('Bob clone')).getByText('Cloned')).toBeInTheDocument();
    // No sample yet: the play button is disabled, and the card says the voice is being made.
    expect(screen.getByRole('button', { name: 'Play Still cooking' })).toBeDisabled();
    expect(within(card('Still cooking')).getByText('Being made…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Ada narration' })).toBeEnabled();
    expect(screen.getByText('3 voices')).toBeInTheDocument();
  });

  it('plays one voice at a time', async () => {
    const user = userEvent.setup();
    libraryServer();
    const audio = fakeAudio();
    renderVoiceLibrary();
    await user.click(await screen.findByRole('button', { name: 'Play Ada narration' }));
    await waitFor(() => expect(audio.playingNow()).toEqual(['/media/voices/v1.wav']));
    await user.click(screen.getByRole('button', { name: 'Play Bob clone' }));
    await waitFor(() => expect(audio.playingNow()).toEqual(['/media/voices/v2.wav']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Play Ada narration' })).toHaveAttribute(
        'data-state',
        'idle',
      ),
    );
  });

  it('stars at once and puts the star back when the call fails', async () => {
    const user = userEvent.setup();
    let refuseLater: ((v: ReturnType<typeof refuse>) => void) | null = null;
    const server = libraryServer({
      'POST /audio-template/toggle-favorite': () =>
        refuseLater ? new Promise((resolve) => (refuseLater = resolve)) : ok({ is_favorite: true }),
    });
    renderVoiceLibrary();
    const star = await screen.findByRole('button', { name: 'Add Ada narration to favorites' });
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(server.callsTo('POST /audio-template/toggle-favorite')[0]?.body).toEqual({
        customize_audio_template_id: 'v1',
      }),
    );

    refuseLater = () => {};
    const unstar = screen.getByRole('button', { name: 'Remove Bob clone from favorites' });
    await user.click(unstar);
    // Shown at once, then put back when the call fails (and toasted).
    await waitFor(() => expect(unstar).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() =>
      expect(server.callsTo('POST /audio-template/toggle-favorite')).toHaveLength(2),
    );
    refuseLater(refuse(Code.OPERATION_FAILED, 'Operation failed'));
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Remove Bob clone from favorites' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(
      screen.getByRole('button', { name: 'Remove Ada narration from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('renames by double click at once, and rolls back a duplicate with "Voice name already exists"', async () => {
    const user = userEvent.setup();
    let answerRename: (v: ReturnType<typeof ok>) => void = () => {};
    const server = libraryServer({
      'POST /audio/rename-template': () => new Promise((resolve) => (answerRename = resolve)),
    });
    renderVoiceLibrary();
    await user.dblClick(await screen.findByText('Ada narration'));
    const field = screen.getByRole('textbox', { name: 'Voice name' });
    await user.clear(field);
    await user.type(field, 'Bob clone{Enter}');
    // Shown at once, before the server answers.
    expect(await screen.findAllByRole('article', { name: 'Bob clone' })).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'Ada narration' })).toBeNull();
    await waitFor(() =>
      expect(server.callsTo('POST /audio/rename-template')[0]?.body).toEqual({
        audio_id: 'v1',
        audio_name: 'Bob clone',
        user_id: '',
      }),
    );
    answerRename(ok({ is_duplicate: true }));
    expect(await screen.findByText('Voice name already exists')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Ada narration' })).toBeInTheDocument();
  });

  it('renames a voice to its own name in other letter case with the rename call alone', async () => {
    const user = userEvent.setup();
    const server = libraryServer({
      'POST /users/check-audio-name-duplicate': () => ok({ is_duplicate: true }),
      'POST /audio/rename-template': () => ok({ is_duplicate: false }),
    });
    renderVoiceLibrary();
    await user.dblClick(await screen.findByText('Ada narration'));
    const field = screen.getByRole('textbox', { name: 'Voice name' });
    await user.clear(field);
    await user.type(field, 'Ada Narration{Enter}');
    await waitFor(() => expect(server.callsTo('POST /audio/rename-template')).toHaveLength(1));
    expect(await screen.findByRole('article', { name: 'Ada Narration' })).toBeInTheDocument();
    expect(screen.queryByText('Voice name already exists')).toBeNull();
    expect(server.callsTo('POST /users/check-audio-name-duplicate')).toHaveLength(0);
  });

  it('renames with the pencil; Escape cancels, an empty or unchanged name is ignored', async () => {
    const user = userEvent.setup();
    const server = libraryServer({
      'POST /audio/rename-template': () => ok({ is_duplicate: false }),
    });
    renderVoiceLibrary();
    await user.click(await screen.findByRole('button', { name: 'Rename Ada narration' }));
    await user.keyboard('Something else{Escape}');
    expect(screen.getByRole('article', { name: 'Ada narration' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rename Ada narration' }));
    await user.clear(screen.getByRole('textbox', { name: 'Voice name' }));
    fireEvent.blur(screen.getByRole('textbox', { name: 'Voice name' }));
    await user.click(screen.getByRole('button', { name: 'Rename Ada narration' }));
    await user.keyboard('{Enter}');
    expect(server.callsTo('POST /audio/rename-template')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Rename Ada narration' }));
    const field = screen.getByRole('textbox', { name: 'Voice name' });
    await user.clear(field);
    await user.type(field, '  Ada, calm  ');
    fireEvent.blur(field);
    await waitFor(() =>
      expect(server.callsTo('POST /audio/rename-template')[0]?.body).toEqual({
        audio_id: 'v1',
        audio_name: 'Ada, calm',
        user_id: '',
      }),
    );
    expect(screen.getByRole('article', { name: 'Ada, calm' })).toBeInTheDocument();
  });

  it('deletes an own voice after the confirmation, and restores it if the call fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    const server = libraryServer({
      'POST /audio/delete': () =>
        fail ? refuse(Code.OPERATION_FAILED, 'Operation failed') : ok(null),
    });
    renderVoiceLibrary();
    await user.click(await screen.findByRole('button', { name: 'Delete Bob clone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Bob clone?' });
    expect(
      within(dialog).getByText(
        'It leaves your voices for good. Videos already made with it keep their audio.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('POST /audio/delete')).toHaveLength(1));
    expect(await screen.findByRole('article', { name: 'Bob clone' })).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Delete Bob clone' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bob clone' })).toBeNull());
    expect(server.callsTo('POST /audio/delete')[1].body).toEqual({ audio_id: 'v2' });
  });
});

describe('voice library focus after its dialogs close', () => {
  it('gives focus back to Add voice once the new voice is saved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fakePut();
    libraryServer(cloneHandlers());
    renderVoiceLibrary();
    const add = await screen.findByRole('button', { name: 'Add voice' });
    await user.click(add);
    const upload = await screen.findByRole('dialog', { name: 'Add a voice' });
    await cloneAndSave(user, upload);
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('after a delete, gives focus to the voices that are left, not to the page', async () => {
    const user = userEvent.setup();
    libraryServer({ 'POST /audio/delete': () => ok(null) });
    renderVoiceLibrary();
    await user.click(await screen.findByRole('button', { name: 'Delete Bob clone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Bob clone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bob clone' })).toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('voice-library-grid')).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
  });

  it('a deleted voice leaves the project drafts that had chosen it', async () => {
    const user = userEvent.setup();
    libraryServer({ 'POST /audio/delete': () => ok(null) });
    const store = useDraftStore.getState();
    store.setText('p9', 'A script');
    store.setPicked('p9', [
      pickedActor({ id: 'actor-1', default_audio: wireVoice({ id: 'v2', name: 'Bob clone' }) }),
    ]);
    store.markVerified([{ actorId: 'actor-1', voiceId: 'v2' }]);
    expect(useDraftStore.getState().drafts.p9.actors[0].audio?.id).toBe('v2');
    renderVoiceLibrary();
    await user.click(await screen.findByRole('button', { name: 'Delete Bob clone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Bob clone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(useDraftStore.getState().drafts.p9.actors[0].audio).toBeNull());
    expect(useDraftStore.getState().verifiedPairs).toEqual([]);
  });
});
