import { DEFAULT_VIDEO_VOICE_SETTINGS } from '@talkreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDraftStore } from '../../state/useDraftStore';
import { openProject } from '../../testing/openProject';
import { pickedActors, seedDraft } from '../../testing/seedDraft';
import { scriptOf, wireVideo } from '../../testing/wireData';

const draft = () => useDraftStore.getState().drafts.p1;
const sceneCards = () => screen.queryAllByTestId('scene-card');
const scriptsOnScreen = () =>
  sceneCards().map((card) => (within(card).getByRole('textbox') as HTMLTextAreaElement).value);
const actorsOnScreen = () =>
  sceneCards().map((card) => within(card).getByTestId('scene-actor').textContent);
const batchCalls = (server: Awaited<ReturnType<typeof openProject>>['server']) =>
  server.callsTo('POST /video/audio-video/process-batch');

/** Two scenes in project p1: `first` by Actor 1, `second` by Actor 2, both voices verified. */
function seedTwoScenes(first: string, second: string) {
  seedDraft(first, pickedActors(2), { verified: true });
  useDraftStore.getState().addScene('p1');
  const [, two] = draft().scenes ?? [];
  useDraftStore.getState().setScene('p1', two.id, { text: second });
}

async function chooseFromMenu(
  user: ReturnType<typeof userEvent.setup>,
  scene: number,
  item: string,
) {
  await user.click(screen.getByRole('button', { name: `Actions for scene ${scene}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('scenes in the composer (issue 27)', () => {
  it('a new project shows nothing about scenes until "Add scene", which makes its script scene 1', async () => {
    const text = scriptOf(140);
    seedDraft(text, pickedActors(1), { verified: true });
    await openProject();
    expect(sceneCards()).toHaveLength(0);
    expect(screen.queryByText(/Transition/)).toBeNull();
    expect(screen.queryByTestId('scenes-total')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add scene' }));
    expect(sceneCards()).toHaveLength(2);
    expect(scriptsOnScreen()).toEqual([text, '']);
    expect(actorsOnScreen()).toEqual(['Actor 1', 'Actor 1']);
    expect(screen.getByTestId('scene-count')).toHaveTextContent('2 scenes');
    // The cursor waits in the new scene's script.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Script of scene 2' })).toHaveFocus(),
    );
    // The single script box and the actor strip gave way to the scenes.
    expect(screen.queryByRole('textbox', { name: 'Script' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Cut' })).toBeChecked();
  });

  it('duplicates, moves and deletes scenes from each card’s menu; one scene left is today’s composer', async () => {
    seedTwoScenes(scriptOf(120), 'Second scene');
    await openProject();
    const user = userEvent.setup();
    await chooseFromMenu(user, 2, 'Duplicate');
    expect(scriptsOnScreen()).toEqual([scriptOf(120), 'Second scene', 'Second scene']);
    expect(actorsOnScreen()).toEqual(['Actor 1', 'Actor 2', 'Actor 2']);

    await user.type(screen.getByRole('textbox', { name: 'Script of scene 3' }), ' copy');
    await chooseFromMenu(user, 3, 'Move up');
    expect(scriptsOnScreen()).toEqual([scriptOf(120), 'Second scene copy', 'Second scene']);
    // Focus follows the scene: its handle, where Space would pick it up again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move scene 2' })).toHaveFocus());
    // The first scene cannot go up, the last cannot go down.
    await user.click(screen.getByRole('button', { name: 'Actions for scene 1' }));
    expect(await screen.findByRole('menuitem', { name: 'Move up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Move down' }));
    expect(scriptsOnScreen()).toEqual(['Second scene copy', scriptOf(120), 'Second scene']);

    await chooseFromMenu(user, 1, 'Delete');
    await chooseFromMenu(user, 2, 'Delete');
    expect(sceneCards()).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Script' })).toHaveValue(scriptOf(120));
    expect(screen.getByRole('button', { name: 'Add scene' })).toBeInTheDocument();
    expect(draft().actors.map((a) => a.actor.id)).toEqual(['actor-1']);
  });

  it('shows each scene’s estimated length and the total against 10 minutes', async () => {
    // 320 Latin characters at 16 a second: 20 s; at 2x, 10 s.
    seedTwoScenes('Hello there, '.repeat(25).slice(0, 320), 'Hi again. '.repeat(32).slice(0, 320));
    const [, two] = draft().scenes ?? [];
    useDraftStore.getState().setScene('p1', two.id, {
      actor: { ...(two.actor as NonNullable<typeof two.actor>), playbackRate: 2 },
    });
    await openProject();
    const lengths = screen.getAllByTestId('scene-length').map((el) => el.textContent);
    expect(lengths).toEqual(['≈ 0:20', '≈ 0:10']);
    expect(screen.getByTestId('scenes-total')).toHaveTextContent('Total ≈ 0:30');
    expect(screen.getByTestId('scenes-total')).toHaveTextContent('max 10:00');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Fade' }));
    expect(draft().transition).toBe('fade');
    // A 0.3 s cross-fade at the one join.
    expect(screen.getByTestId('scenes-total')).toHaveTextContent('Total ≈ 0:30');
  });

  it('refuses a video over 10 minutes with a clear message and sends nothing', async () => {
    seedTwoScenes(scriptOf(1500), scriptOf(1500));
    for (let i = 0; i < 5; i++)
      useDraftStore.getState().duplicateScene('p1', draft().scenes?.[0].id ?? '');
    for (const scene of draft().scenes ?? [])
      useDraftStore.getState().setScene('p1', scene.id, {
        actor: { ...(scene.actor as NonNullable<typeof scene.actor>), playbackRate: 0.8 },
      });
    const { server } = await openProject();
    // 7 scenes of 1,500 characters at 0.8x: about 117 s each, 13:41 in all.
    expect(screen.getByTestId('scenes-total')).toHaveTextContent('Total ≈ 13:41');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByText(
        'This video would last more than 10 minutes. Shorten or remove scenes.',
      ),
    ).toBeInTheDocument();
    expect(batchCalls(server)).toHaveLength(0);
    expect(draft().scenes).toHaveLength(7);
  });

  it('a scene without a long enough script is highlighted and focused; nothing is sent', async () => {
    seedTwoScenes(scriptOf(120), 'Too short');
    const { server } = await openProject();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate' }));
    const box = screen.getByRole('textbox', { name: 'Script of scene 2' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Script of scene 1' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(batchCalls(server)).toHaveLength(0);
  });

  it('generates ONE video: one task with every scene, the transition and the picture; one card says 2 scenes', async () => {
    const one = scriptOf(120);
    const two = `${scriptOf(150)} Part two.`;
    seedTwoScenes(one, two);
    const [, second] = draft().scenes ?? [];
    useDraftStore.getState().setScene('p1', second.id, {
      background: { type: 'color', value: '#112233' },
    });
    useDraftStore.getState().setTransition('p1', 'fade');
    const { server } = await openProject();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(batchCalls(server)).toHaveLength(1));
    const voice = (id: number) => ({
      voice_id: `voice-${id}`,
      voice_model_name: 'espeak-ng',
      voice_settings: { ...DEFAULT_VIDEO_VOICE_SETTINGS, speed: 1 },
    });
    expect(batchCalls(server)[0].body).toEqual({
      tasks: [
        {
          text: one,
          actor_id: 'actor-1',
          ...voice(1),
          project_id: 'p1',
          folder_id: null,
          scene_id: null,
          burn_captions: false,
          format: '9:16',
          resolution: '720p',
          background: { type: 'actor' },
          layout: { placement: 'full', scale: 1 },
          brand: 'none',
          transition: 'fade',
          scenes: [
            { text: one, actor_id: 'actor-1', ...voice(1), background: null, layout: null },
            {
              text: two,
              actor_id: 'actor-2',
              ...voice(2),
              background: { type: 'color', value: '#112233' },
              layout: null,
            },
          ],
        },
      ],
    });
    const [card] = await screen.findAllByTestId('result-card');
    expect(screen.getAllByTestId('result-card')).toHaveLength(1);
    expect(within(card).getByTestId('scene-badge')).toHaveTextContent('2 scenes');
    // The composer is empty again, a single-scene draft.
    expect(sceneCards()).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Script' })).toHaveValue('');
  });

  it('the card and the play modal of a finished multi-scene video show its scenes and total', async () => {
    const video = wireVideo({
      id: 'multi',
      duration: 95.4,
      input_text: 'Welcome to the course.',
      scenes: [
        {
          index: 0,
          start: 0,
          duration: 40.2,
          actor_id: 'a1',
          actor_name: 'Nora',
          text: 'Welcome to the course.',
        },
        {
          index: 1,
          start: 40.2,
          duration: 30,
          actor_id: 'a2',
          actor_name: 'Omar',
          text: 'Now the details.',
        },
        {
          index: 2,
          start: 70.2,
          duration: 25.2,
          actor_id: 'a1',
          actor_name: 'Nora',
          text: 'Thanks!',
        },
      ],
      transition: 'cut',
    });
    await openProject({ videos: [video] });
    const [card] = await screen.findAllByTestId('result-card');
    expect(within(card).getByTestId('scene-badge')).toHaveTextContent('3 scenes');
    expect(within(card).getByText('1:35')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Play the video of Nora' }));
    const modal = await screen.findByRole('dialog', { name: 'Video of Nora' });
    // One file: one player.
    expect(modal.querySelectorAll('video')).toHaveLength(1);
    const scenes = within(modal).getByTestId('play-scenes');
    expect(scenes).toHaveTextContent('3 scenes · 1:35');
    expect(
      within(scenes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1. Nora' + 'starts at 0:00' + 'Welcome to the course.',
      '2. Omar' + 'starts at 0:40' + 'Now the details.',
      '3. Nora' + 'starts at 1:10' + 'Thanks!',
    ]);
  });
});
