import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pairKey } from './state/draftActor';
import { useDraftStore } from './state/useDraftStore';
import { openProject } from './testing/openProject';
import { scriptOf, type WireVideo, widePicture, wireVideo, wireVoice } from './testing/wireData';

/** Remix of a finished result restores the whole video into the composer (issue 27). */

type WireScene = NonNullable<WireVideo['scenes']>[number];

const draft = () => useDraftStore.getState().drafts.p1;
const sceneCards = () => screen.queryAllByTestId('scene-card');
const scriptsOnScreen = () =>
  sceneCards().map((card) => (within(card).getByRole('textbox') as HTMLTextAreaElement).value);
const batchCalls = (server: Awaited<ReturnType<typeof openProject>>['server']) =>
  server.callsTo('POST /video/audio-video/process-batch');

const ava = wireVoice();
const leo = wireVoice({ id: 'stock-voice-leo', voice_tts_id: 'leo', name: 'Leo', speed: 1.1 });
const settings = (speed: number) => ({
  stability: 0.5,
  similarity_boost: 0.75,
  style_exaggeration: 0,
  speed,
});

const nora = { actor_id: 'stock-actor-nora', actor_name: 'Nora', actor_model_id: 'nora' };
const omar = { actor_id: 'stock-actor-omar', actor_name: 'Omar', actor_model_id: 'omar' };
const texts = [
  scriptOf(120),
  `${scriptOf(140)} Now the details.`,
  `${scriptOf(110)} Thanks for watching.`,
];

function scene(index: number, overrides: Partial<WireScene>): WireScene {
  return {
    index,
    start: null,
    duration: null,
    ...nora,
    text: texts[index],
    actor_image_url: null,
    actor_available: true,
    voice: ava,
    voice_settings: settings(1),
    background: null,
    layout: null,
    ...overrides,
  };
}

/** A finished 3-scene 16:9 video cross-faded, each scene its own speaker, speed and look. */
const threeScenes = wireVideo({
  id: 'three',
  input_text: texts.join('\n\n'),
  voice_settings: settings(1.2),
  picture: widePicture({ layout: { placement: 'center', scale: 0.8 }, brand: 'workspace' }),
  transition: 'fade',
  burn_captions: true,
  scenes: [
    scene(0, { voice_settings: settings(1.2) }),
    scene(1, {
      ...omar,
      voice: leo,
      voice_settings: settings(0.8),
      background: { type: 'color', value: '#336699' },
      layout: { placement: 'left', scale: 0.6 },
    }),
    scene(2, { background: { type: 'gradient', value: ['#112233', '#445566'] } }),
  ],
});

async function remix(videos: WireVideo[]) {
  const view = await openProject({ videos });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: `Play the video of ${videos[0].actor.name}` }),
  );
  const modal = await screen.findByRole('dialog', { name: `Video of ${videos[0].actor.name}` });
  await user.click(within(modal).getByRole('button', { name: 'Remix' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return { ...view, user };
}

describe('Remix (issue 27)', () => {
  it('of a 3-scene video loads every scene in order with its speaker, speed and look, the fade and the picture', async () => {
    const { server, user } = await remix([threeScenes]);
    expect(await screen.findByText('All 3 scenes loaded')).toBeInTheDocument();
    await waitFor(() => expect(sceneCards()).toHaveLength(3));
    expect(scriptsOnScreen()).toEqual(texts);
    expect(sceneCards().map((c) => within(c).getByTestId('scene-actor').textContent)).toEqual([
      'Nora',
      'Omar',
      'Nora',
    ]);
    expect(screen.getByRole('radio', { name: 'Fade' })).toBeChecked();
    // The cursor goes to scene 1's script, as after a single-scene remix.
    const [first] = sceneCards();
    await waitFor(() => expect(within(first).getByRole('textbox')).toHaveFocus());

    const [one, two, three] = draft().scenes ?? [];
    expect(one).toMatchObject({ actor: { audio: { id: ava.id }, playbackRate: 1.2 } });
    expect(two).toMatchObject({
      actor: { actor: { id: omar.actor_id, name: 'Omar' }, audio: { id: leo.id } },
      background: { type: 'color', value: '#336699' },
      layout: { placement: 'left', scale: 0.6 },
    });
    // The speed the scene was spoken at, not its voice's own 1.1.
    expect(two.actor?.playbackRate).toBe(0.8);
    expect(three).toMatchObject({
      actor: { actor: { id: nora.actor_id }, playbackRate: 1 },
      background: { type: 'gradient', value: ['#112233', '#445566'] },
      layout: null,
    });
    expect(draft()).toMatchObject({ text: '', actors: [], transition: 'fade', burnCaptions: true });
    expect(draft().picture).toEqual({
      format: '16:9',
      resolution: '1080p',
      background: { type: 'stock', value: 'office-day' },
      layout: { placement: 'center', scale: 0.8 },
      brandLogo: true,
    });
    // The video was made with these pairs, so Generate does not preview them again.
    expect(useDraftStore.getState().verifiedPairs).toEqual(
      expect.arrayContaining([pairKey(nora.actor_id, ava.id), pairKey(omar.actor_id, leo.id)]),
    );

    // Generated again, it is the same video: one task with the scenes as they were.
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(batchCalls(server)).toHaveLength(1));
    const [task] = (batchCalls(server)[0].body as { tasks: Record<string, unknown>[] }).tasks;
    expect(task).toMatchObject({
      format: '16:9',
      resolution: '1080p',
      background: { type: 'stock', value: 'office-day' },
      layout: { placement: 'center', scale: 0.8 },
      brand: 'workspace',
      transition: 'fade',
      burn_captions: true,
    });
    expect(task.scenes).toMatchObject([
      {
        text: texts[0],
        actor_id: nora.actor_id,
        voice_id: ava.id,
        voice_settings: { speed: 1.2 },
        background: null,
        layout: null,
      },
      {
        text: texts[1],
        actor_id: omar.actor_id,
        voice_id: leo.id,
        voice_settings: { speed: 0.8 },
        background: { type: 'color', value: '#336699' },
        layout: { placement: 'left', scale: 0.6 },
      },
      {
        text: texts[2],
        actor_id: nora.actor_id,
        voice_id: ava.id,
        voice_settings: { speed: 1 },
        background: { type: 'gradient', value: ['#112233', '#445566'] },
        layout: null,
      },
    ]);
  });

  it('keeps a scene whose actor was deleted, without an actor, and says which to choose', async () => {
    const video = wireVideo({
      id: 'gone',
      input_text: texts.slice(0, 2).join('\n\n'),
      transition: 'cut',
      scenes: [
        scene(0, {}),
        scene(1, { ...omar, actor_available: false, voice: leo, voice_settings: settings(0.8) }),
      ],
    });
    const { server, user } = await remix([video]);
    expect(await screen.findByText('All 2 scenes loaded')).toBeInTheDocument();
    expect(
      screen.getByText('Choose an actor for scene 2: the one it had is no longer available.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(sceneCards()).toHaveLength(2));
    expect(scriptsOnScreen()).toEqual(texts.slice(0, 2));
    const [, second] = sceneCards();
    // Marked as the composer marks any scene still needing an actor.
    expect(within(second).getByRole('button', { name: 'Choose actor' })).toBeInTheDocument();
    expect(draft().scenes?.[1].actor).toBeNull();
    expect(screen.getByRole('radio', { name: 'Cut' })).toBeChecked();
    // Generate asks for the actor instead of sending the video.
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Every scene needs an actor to speak it.')).toBeInTheDocument();
    expect(batchCalls(server)).toHaveLength(0);
  });

  it('brings back an uploaded background still there by its name; one gone is the actor’s own, said so', async () => {
    act(() =>
      useDraftStore
        .getState()
        .setPicture('p1', { background: { type: 'color', value: '#010203' } }),
    );
    const video = wireVideo({
      id: 'uploads',
      picture: widePicture({ format: '1:1', resolution: '720p', width: 720, height: 720 }),
      transition: 'cut',
      scenes: [
        scene(0, { background: { type: 'image', value: 'upload://kept' } }),
        scene(1, { background: { type: 'video', value: 'upload://purged' } }),
      ],
      background_uploads: [{ value: 'upload://kept', file_name: 'office.png' }],
    });
    await remix([video]);
    await waitFor(() => expect(sceneCards()).toHaveLength(2));
    expect(draft().picture).toMatchObject({
      format: '1:1',
      background: { type: 'stock', value: 'office-day' },
    });
    expect(draft().scenes?.map((s) => s.background)).toEqual([
      { type: 'image', value: 'upload://kept', name: 'office.png' },
      { type: 'actor' },
    ]);
    expect(
      await screen.findByText('The uploaded background is no longer available'),
    ).toBeInTheDocument();
  });

  it('of a one-script video made before pictures: its script and one actor, the draft’s picture left alone', async () => {
    act(() => {
      const store = useDraftStore.getState();
      store.setPicture('p1', { format: '4:5', background: { type: 'color', value: '#010203' } });
      store.setText('p1', 'Something I was writing');
    });
    const single = wireVideo({
      id: 'single',
      actor: { id: 'stock-actor-omar', actor_model_id: 'omar', image_url: null, name: 'Omar' },
      voice: leo,
      voice_settings: settings(1.3),
      input_text: 'One script by Omar.',
      scenes: null,
      transition: null,
    });
    const { script } = await remix([single]);
    expect(await screen.findByText('Script and actor loaded')).toBeInTheDocument();
    expect(script).toHaveValue('One script by Omar.');
    await waitFor(() => expect(script).toHaveFocus());
    expect(sceneCards()).toHaveLength(0);
    expect(draft().scenes).toBeUndefined();
    expect(draft().actors).toHaveLength(1);
    expect(draft().actors[0]).toMatchObject({
      actor: { id: 'stock-actor-omar', name: 'Omar' },
      audio: { id: leo.id },
      playbackRate: 1.3,
    });
    expect(draft().picture).toMatchObject({
      format: '4:5',
      background: { type: 'color', value: '#010203' },
    });
  });

  it('of a one-script video turns a draft of scenes back into one script', async () => {
    const single = wireVideo({ id: 'single2', input_text: 'Just one script.' });
    const view = await openProject({ videos: [single] });
    act(() => {
      useDraftStore.getState().setText('p1', scriptOf(120));
      useDraftStore.getState().addScene('p1');
    });
    await waitFor(() => expect(sceneCards()).toHaveLength(2));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Play the video of Nora' }));
    const modal = await screen.findByRole('dialog', { name: 'Video of Nora' });
    await user.click(within(modal).getByRole('button', { name: 'Remix' }));
    await waitFor(() => expect(sceneCards()).toHaveLength(0));
    expect(await screen.findByRole('textbox', { name: 'Script' })).toHaveValue('Just one script.');
    expect(draft().scenes).toBeUndefined();
    expect(view.server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(0);
  });
});
