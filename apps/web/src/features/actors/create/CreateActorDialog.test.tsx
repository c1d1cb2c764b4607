import { CLONE_POLL_MS, Code, fileUriOf, Message } from '@talkreel/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushEvents } from '../../../api/events/recordEvent';
import { useSessionStore } from '../../../state/useSessionStore';
import { ok, refuse } from '../../../test/fakeServer';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { fakePut } from '../../voices/upload/testing/fakePut';
import {
  confirmed,
  mp4File,
  myVoicePage,
  myVoiceRow,
  savedInfo,
  wavFile,
} from '../../voices/upload/testing/fixtures';
import { cloneHandlers } from '../../voices/upload/testing/openVoiceUpload';
import { renderDialog } from '../testing/renderDialog';
import { CreateActorDialog } from './CreateActorDialog';
import { myActorsKey } from './myActorsKey';
import { confirmedMedia, createdReply, movFile, pngFile, uploadSlot } from './testing/fixtures';
import { createServer, fakeObjectUrls, openCreateActor } from './testing/openCreateActor';

beforeAll(fillBrowserGaps);
beforeEach(fakeObjectUrls);

const createDialog = () => screen.getByRole('dialog', { name: 'Create an actor' });
/** The draft's step (creation.md §4), also while a nested dialog hides the rest from roles. */
const stepOf = () => Number(document.querySelector('[data-step]')?.getAttribute('data-step'));
const consent = () =>
  screen.getByRole('checkbox', { name: /I have the right to use this person's likeness/ });
const fileInput = (kind: 'photo' | 'video' = 'photo') =>
  screen.getByLabelText(`Drop, paste or click to choose a ${kind}`, { selector: 'input' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const cropDialog = () => screen.findByRole('dialog', { name: 'Crop your photo' });
const nameField = () => screen.getByRole('textbox', { name: 'Actor name' });
const boxOf = (el: HTMLElement) => (el.getAttribute('data-box') ?? '').split(',').map(Number);

/** Real time, kept before any test fakes the clock: answers arrive off the timer queue. */
const realSetTimeout = globalThis.setTimeout;
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

type User = ReturnType<typeof userEvent.setup>;

/** The dialog as a page holds it: closed by its own buttons, opened again by the page's. */
function Reopenable() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open again
      </button>
      <CreateActorDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Consent, a photo, the crop applied: the first page done. */
async function photoReady(user: User) {
  await user.click(consent());
  await user.upload(fileInput(), pngFile());
  const crop = await cropDialog();
  await user.click(within(crop).getByRole('button', { name: 'Apply crop' }));
  await waitFor(() => expect(button('Next')).toBeEnabled());
}

/**
 * Create turns on once the name's duplicate check (asked 1 s after the name last changed) has
 * answered that it is free: waits for that, on the real clock or a fake one that advances.
 */
const createReady = () =>
  waitFor(() => expect(button('Create')).toBeEnabled(), { timeout: 10_000 });

/** Through Next to the name and voice; the voice "Warm narrator" chosen. */
async function detailsReady(user: User) {
  await photoReady(user);
  await user.click(button('Next'));
  await user.click(await screen.findByRole('radio', { name: /Warm narrator/ }));
}

describe('create-actor dialog: steps', () => {
  it('goes upload → verify → create: consent, photo with progress, crop, name "Actor {n}", voice, Create', async () => {
    const user = userEvent.setup();
    const puts = fakePut();
    let confirm: () => void = () => {};
    // Signed in, so the dialog's analytics events are kept and sent (creation.md §7).
    useSessionStore.getState().signIn('tok-actor', null);
    const server = createServer({
      'POST /upload/confirm/t1': () =>
        new Promise((resolve) => {
          confirm = () => resolve(ok(confirmedMedia('image', 1080, 1920)));
        }),
      'POST /events': () => ok({ recorded: 2 }),
    });
    const { onCreated, onOpenChange, queryClient } = openCreateActor();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(stepOf()).toBe(0);
    expect(screen.getByRole('list', { name: 'Steps' })).toHaveTextContent('1Upload2Verify3Create');
    // Consent comes before the upload; a file picked without it is ignored.
    await user.upload(fileInput(), pngFile());
    expect(server.callsTo('POST /upload/file')).toHaveLength(0);
    expect(button('Next')).toBeDisabled();

    await user.click(consent());
    await user.upload(fileInput(), pngFile());
    // Step 1 while the bytes go up, with the progress shown.
    expect(stepOf()).toBe(1);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading…' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(stepOf()).toBe(1);
    confirm();
    const crop = await cropDialog();
    expect(server.callsTo('POST /upload/file')[0].body).toEqual({
      file_name: 'Portrait.png',
      file_size: 200_000,
      content_type: 'image',
    });
    expect(puts).toHaveLength(1);
    expect(stepOf()).toBe(2);
    // The crop starts as the whole 9:16 picture.
    expect(boxOf(within(crop).getByTestId('photo-crop-box'))).toEqual([0, 0, 1080, 1920]);
    await user.click(within(crop).getByRole('button', { name: 'Apply crop' }));
    expect(await screen.findByTestId('actor-crop-preview')).toBeInTheDocument();

    await user.click(button('Next'));
    expect(await screen.findByRole('radio', { name: /Warm narrator/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Bright host/ })).toBeInTheDocument();
    // Only voices that finished cloning can speak for an actor.
    expect(screen.queryByRole('radio', { name: /Still cloning/ })).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('Actor 3');
    expect(button('Create')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Warm narrator/ }));
    expect(stepOf()).toBe(3);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Create');

    await createReady();
    await user.click(button('Create'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('actor-new'));
    expect(server.callsTo('POST /video/image-to-video')[0].body).toEqual({
      user_id: '',
      actor_name: 'Actor 3',
      actor_pic: fileUriOf('t1'),
      audio_name: 'Warm narrator',
      sample_audio_url: 'voice-1',
      crop: { x: 0, y: 0, width: 1080, height: 1920 },
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: myActorsKey });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['actors', 'picker'] });
    expect(await screen.findByText('Actor 3 is being created')).toBeInTheDocument();
    // Choosing a voice marks the first digital-human creation.
    expect(server.callsTo('POST /users/update-first-dh-create')).toHaveLength(1);
    await act(() => flushEvents());
    const events = server
      .callsTo('POST /events')
      .flatMap((c) => (c.body as { events: { name: string; props: object }[] }).events)
      .map((e) => [e.name, e.props]);
    expect(events).toEqual([
      ['upload_asset_success', { kind: 'image' }],
      ['train_digital_human', { kind: 'image' }],
    ]);
  });

  it('a video is framed 9:16 in place and sent as the 4 corner points', async () => {
    const user = userEvent.setup();
    fakePut();
    const server = createServer({}, 'video');
    openCreateActor();
    await user.click(screen.getByRole('radio', { name: 'From a video' }));
    await user.click(consent());
    await user.upload(fileInput('video'), movFile());
    // A 1920x1080 video: the widest 9:16 frame, centred, at least 360 px wide.
    const frame = await screen.findByTestId('video-crop-box');
    expect(boxOf(frame)).toEqual([656.3, 0, 607.5, 1080]);
    frame.focus();
    await user.keyboard('{ArrowLeft}');
    expect(boxOf(frame)[0]).toBeLessThan(656.3);
    await user.keyboard(
      '{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}',
    );
    // Kept inside the frame of the video.
    const [x, , w] = boxOf(frame);
    expect(x + w).toBeLessThanOrEqual(1920);
    await user.click(button('Next'));
    await user.click(await screen.findByRole('radio', { name: /Bright host/ }));
    await createReady();
    await user.click(button('Create'));
    await waitFor(() =>
      expect(server.callsTo('POST /video/direct-huozu-training')).toHaveLength(1),
    );
    const body = server.callsTo('POST /video/direct-huozu-training')[0].body as {
      crop: number[][];
      actor_video: string;
      sample_audio_url: string;
    };
    expect(body.actor_video).toBe(fileUriOf('t1'));
    expect(body.sample_audio_url).toBe('voice-2');
    const [tl, tr, br, bl] = body.crop;
    // Whole pixels, floored so the frame stays inside: 607 x 1079 at x 1312.
    expect(tl).toEqual([1312, 0]);
    expect(tr).toEqual([1919, 0]);
    expect(br).toEqual([1919, 1079]);
    expect(bl).toEqual([1312, 1079]);
    // Verify judged the same video and frame before the details page opened.
    expect(server.callsTo('POST /video/check-actor-file')[0].body).toEqual({
      kind: 'video',
      user_id: '',
      file_uri: fileUriOf('t1'),
      crop: body.crop,
    });
  });
});

describe('create-actor dialog: the photo crop', () => {
  it('keeps the box 9:16, at least 50 px wide and inside the picture', async () => {
    const user = userEvent.setup();
    fakePut();
    const server = createServer({
      // A small landscape picture: the 50 px minimum is reached before anything else.
      'POST /upload/confirm/t1': () => ok(confirmedMedia('image', 400, 300)),
    });
    openCreateActor();
    await user.click(consent());
    await user.upload(fileInput(), pngFile());
    const box = within(await cropDialog()).getByTestId('photo-crop-box');
    const [, , w0, h0] = boxOf(box);
    expect(w0 / h0).toBeCloseTo(9 / 16, 1);
    expect(h0).toBe(300);
    box.focus();
    for (let i = 0; i < 30; i++) await user.keyboard('-');
    const [, , w, h] = boxOf(box);
    expect(w).toBe(50);
    expect(h).toBe(88.9);
    for (let i = 0; i < 60; i++) await user.keyboard('{Shift>}{ArrowRight}{ArrowDown}{/Shift}');
    const [x, y, w2, h2] = boxOf(box);
    expect(x + w2).toBe(400);
    expect(y + h2).toBe(300);
    await user.click(screen.getByRole('button', { name: 'Apply crop' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Warm narrator/ }));
    await createReady();
    await user.click(button('Create'));
    await waitFor(() => expect(server.callsTo('POST /video/image-to-video')).toHaveLength(1));
    const { crop } = server.callsTo('POST /video/image-to-video')[0].body as {
      crop: { x: number; y: number; width: number; height: number };
    };
    expect(crop.width).toBeGreaterThanOrEqual(50);
    expect(crop.x + crop.width).toBeLessThanOrEqual(400);
    expect(crop.y + crop.height).toBeLessThanOrEqual(300);
    expect(crop.height / crop.width).toBeCloseTo(16 / 9, 1);
  });

  it('Next waits for the crop: cancelling it leaves a "Crop photo" button', async () => {
    const user = userEvent.setup();
    fakePut();
    createServer();
    openCreateActor();
    await user.click(consent());
    await user.upload(fileInput(), pngFile());
    await user.click(within(await cropDialog()).getByRole('button', { name: 'Cancel' }));
    expect(button('Next')).toBeDisabled();
    await user.click(button('Crop photo'));
    await user.click(within(await cropDialog()).getByRole('button', { name: 'Apply crop' }));
    await waitFor(() => expect(button('Next')).toBeEnabled());
    // Unticking the consent box blocks Next again.
    await user.click(consent());
    expect(button('Next')).toBeDisabled();
  });
});

describe('create-actor dialog: name, call and reset', () => {
  it('checks the name 1 s after typing stops; a duplicate blocks Create with its message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Radix marks the page under a dialog pointer-events: none; the fake clock keeps a nested
    // dialog's content from being seen as on top, which the browser does not care about.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    fakePut();
    const server = createServer({
      'POST /users/check-actor-name-duplicate': ({ body }) =>
        ok({ is_duplicate: (body as { input_name: string }).input_name === 'Taken' }),
    });
    openCreateActor();
    await detailsReady(user);
    await until(() => expect(button('Create')).toBeEnabled());
    vi.useFakeTimers();
    const before = server.callsTo('POST /users/check-actor-name-duplicate').length;
    fireEvent.change(nameField(), { target: { value: 'Taken' } });
    await tick(999);
    expect(server.callsTo('POST /users/check-actor-name-duplicate')).toHaveLength(before);
    // Not yet known to be free: Create waits for the check (creation.md §5).
    expect(button('Create')).toBeDisabled();
    await tick(1);
    await until(() => expect(screen.getByText('Actor name already exists')).toBeInTheDocument());
    expect(server.callsTo('POST /users/check-actor-name-duplicate').at(-1)?.body).toEqual({
      input_name: 'Taken',
      user_id: '',
    });
    expect(button('Create')).toBeDisabled();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(nameField(), { target: { value: 'Taken 2' } });
    await tick(1000);
    await until(() => expect(screen.queryByText('Actor name already exists')).toBeNull());
    expect(button('Create')).toBeEnabled();
  });

  it('Create is off while the call runs, and on again after a refusal', async () => {
    const user = userEvent.setup();
    fakePut();
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    const server = createServer({
      'POST /video/image-to-video': () => new Promise((resolve) => (answer = resolve)),
    });
    const { onCreated } = openCreateActor();
    await detailsReady(user);
    await createReady();
    await user.click(button('Create'));
    await waitFor(() => expect(button('Create')).toBeDisabled());
    await user.click(button('Create'));
    expect(server.callsTo('POST /video/image-to-video')).toHaveLength(1);
    answer(refuse(Code.SLOW_DOWN, 'At most 2 actors can be created at once'));
    await waitFor(() => expect(button('Create')).toBeEnabled());
    expect(onCreated).not.toHaveBeenCalled();
    expect(createDialog()).toBeInTheDocument();
  });

  it('closing resets the dialog: the next opening starts at step 0 with no file', async () => {
    const user = userEvent.setup();
    fakePut();
    createServer();
    renderDialog(<Reopenable />);
    await photoReady(user);
    await user.click(button('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(button('Open again'));
    await screen.findByRole('dialog', { name: 'Create an actor' });
    expect(stepOf()).toBe(0);
    expect(consent()).not.toBeChecked();
    expect(screen.getByTestId('voice-drop-zone')).toBeDisabled();
    expect(screen.queryByTestId('actor-crop-preview')).toBeNull();
  });
});

describe('create-actor dialog: refusals of the file', () => {
  it('goes back to step 0 when the upload fails, with the catalogue toast', async () => {
    const user = userEvent.setup();
    fakePut(500);
    createServer();
    openCreateActor();
    await user.click(consent());
    await user.upload(fileInput(), pngFile());
    await waitFor(() => expect(stepOf()).toBe(0));
    // The catalogue's toast for HTTP 500 (core.md §8), shown once.
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    expect(screen.getAllByText('Something went wrong, please try again later.')).toHaveLength(1);
    expect(screen.getByTestId('voice-drop-zone')).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Crop your photo' })).toBeNull();
    expect(button('Next')).toBeDisabled();
  });

  it('a file of the wrong kind shows the invalid title and description of the chosen kind', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const server = createServer();
    openCreateActor();
    await user.click(consent());
    await user.upload(fileInput(), mp4File());
    expect(await screen.findByText('Invalid Image')).toBeInTheDocument();
    expect(
      screen.getByText('Use a JPG or PNG photo of at most 10 MB showing one face from the front.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'From a video' }));
    await user.upload(fileInput('video'), pngFile());
    expect(await screen.findByText('Invalid Video')).toBeInTheDocument();
    expect(screen.getByText(/Use an MP4 or MOV video of 30 to 180 seconds/)).toBeInTheDocument();
    expect(server.callsTo('POST /upload/file')).toHaveLength(0);
    expect(stepOf()).toBe(0);
  });

  it("the server's refusal of the picture shows the invalid image copy", async () => {
    const user = userEvent.setup();
    fakePut();
    createServer({
      'POST /upload/confirm/t1': () => refuse(Code.INVALID_FORMAT, Message.INVALID_IMAGE),
    });
    openCreateActor();
    await user.click(consent());
    await user.upload(fileInput(), pngFile());
    expect(await screen.findByText('Invalid Image')).toBeInTheDocument();
    expect(stepOf()).toBe(0);
  });
});

describe('create-actor dialog: acting for a sub-user', () => {
  it('sends userId as user_id on every call and checks names after 150 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Radix marks the page under a dialog pointer-events: none; the fake clock keeps a nested
    // dialog's content from being seen as on top, which the browser does not care about.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    fakePut();
    const server = createServer();
    const { onCreated } = openCreateActor({ userId: 'sub-1', duplicateCheckDelayMs: 150 });
    await detailsReady(user);
    expect(server.callsTo('GET /users/actor-name-suffix-id')[0].query.get('user_id')).toBe('sub-1');
    expect(server.callsTo('GET /users/myvoice')[0].query.get('user_id')).toBe('sub-1');
    vi.useFakeTimers();
    fireEvent.change(nameField(), { target: { value: 'For Sam' } });
    const before = server.callsTo('POST /users/check-actor-name-duplicate').length;
    await tick(149);
    expect(server.callsTo('POST /users/check-actor-name-duplicate')).toHaveLength(before);
    await tick(1);
    await until(() =>
      expect(server.callsTo('POST /users/check-actor-name-duplicate').at(-1)?.body).toEqual({
        input_name: 'For Sam',
        user_id: 'sub-1',
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(button('Create'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(createdReply.template_id));
    expect(server.callsTo('POST /video/image-to-video')[0].body).toMatchObject({
      user_id: 'sub-1',
      actor_name: 'For Sam',
    });
  });
});

describe('create-actor dialog: the voice step', () => {
  it('"Upload a recording" opens the voice-upload dialog; the saved voice is listed and chosen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({
      advanceTimers: vi.advanceTimersByTime,
      pointerEventsCheck: 0,
    });
    fakePut();
    let recording = false;
    let saved = false;
    const server = createServer({
      ...cloneHandlers(),
      'POST /upload/file': ({ body }) =>
        ok(uploadSlot((body as { content_type: 'image' | 'audio' }).content_type)),
      'POST /upload/confirm/t1': () =>
        ok(recording ? confirmed() : confirmedMedia('image', 1080, 1920)),
      'GET /audio/save-info/voice-9': () => {
        saved = true;
        return ok(savedInfo());
      },
      'GET /users/myvoice': () =>
        ok(myVoicePage(saved ? [myVoiceRow('voice-9', 'My narration')] : [])),
    });
    openCreateActor();
    await photoReady(user);
    await user.click(button('Next'));
    await screen.findByText(/You have no voices of your own yet/);
    recording = true; // from here on the upload is the recording
    await user.click(button('Upload a recording'));
    const voiceDialog = await screen.findByRole('dialog', { name: 'Add a voice' });
    await user.click(
      within(voiceDialog).getByRole('checkbox', { name: /right to use this voice/ }),
    );
    await user.upload(
      within(voiceDialog).getByLabelText('Drop, paste or click to choose a recording', {
        selector: 'input',
      }),
      wavFile(),
    );
    const clone = within(voiceDialog).getByRole('button', { name: 'Clone voice' });
    await until(() => expect(clone).toBeEnabled());
    await user.click(clone);
    await tick(CLONE_POLL_MS);
    const save = await within(voiceDialog).findByRole('button', { name: 'Save voice' });
    await user.click(save);
    await until(() => expect(screen.queryByRole('dialog', { name: 'Add a voice' })).toBeNull());
    const chosen = await screen.findByRole('radio', { name: /My narration/ });
    expect(chosen).toBeChecked();
    expect(stepOf()).toBe(3);
    expect(button('Create')).toBeEnabled();
    expect(server.callsTo('POST /audio/clone-local')[0].body).toMatchObject({ user_id: '' });
  });
});

describe('create-actor dialog: paste and drop', () => {
  it('takes a pasted or dropped photo like a picked one (after consent)', async () => {
    const user = userEvent.setup();
    fakePut();
    const server = createServer();
    openCreateActor();
    const zone = screen.getByTestId('voice-drop-zone');
    fireEvent.paste(zone, { clipboardData: { files: [pngFile('Pasted.png')] } });
    expect(server.callsTo('POST /upload/file')).toHaveLength(0);
    await user.click(consent());
    fireEvent.drop(zone, { dataTransfer: { files: [pngFile('Dropped.png')] } });
    await cropDialog();
    expect(server.callsTo('POST /upload/file').map((c) => c.body)).toMatchObject([
      { file_name: 'Dropped.png' },
    ]);
    await user.click(within(await cropDialog()).getByRole('button', { name: 'Apply crop' }));
    await user.click(button('Replace file'));
    fireEvent.paste(screen.getByTestId('voice-drop-zone'), {
      clipboardData: { files: [pngFile('Pasted.png')] },
    });
    await cropDialog();
    expect(server.callsTo('POST /upload/file').at(-1)?.body).toMatchObject({
      file_name: 'Pasted.png',
    });
  });
});
