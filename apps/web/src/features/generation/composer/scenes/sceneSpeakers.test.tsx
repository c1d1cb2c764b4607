import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeLayout } from '../../../actors/testing/layout';
import { useDraftStore } from '../../state/useDraftStore';
import { openProject } from '../../testing/openProject';
import { pickedActor, pickedActors, seedDraft } from '../../testing/seedDraft';
import { scriptOf } from '../../testing/wireData';

let restoreLayout: () => void;
// The actor picker's grid is virtualised: it needs a viewport to draw any card.
beforeEach(() => {
  restoreLayout = fakeLayout({ width: 800, height: 600, scrollHeight: 3000 });
});
afterEach(() => restoreLayout());

const draft = () => useDraftStore.getState().drafts.p1;
const scenes = () => draft().scenes ?? [];

describe("each scene's speaker and look (issue 27)", () => {
  it("Generate previews each unverified actor-voice pair once, with its first scene's script, then sends one task", async () => {
    const one = scriptOf(120);
    const two = `${scriptOf(130)} Two.`;
    seedDraft(one, pickedActors(2));
    const store = useDraftStore.getState();
    store.addScene('p1');
    store.setScene('p1', scenes()[1].id, { text: two });
    // Scene 3 is scene 1 again: the same pair, previewed once.
    store.duplicateScene('p1', scenes()[0].id);
    store.setScene('p1', scenes()[1].id, { text: `${one} Again.` });
    const { server } = await openProject();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(1),
    );
    const previews = server
      .callsTo('POST /audio/tts/generate')
      .map((c) => c.body as { actor_id: string; voice_id: string; text: string })
      .map((b) => [b.actor_id, b.voice_id, b.text]);
    expect(previews.sort()).toEqual([
      ['actor-1', 'voice-1', one],
      ['actor-2', 'voice-2', two],
    ]);
    expect(useDraftStore.getState().verifiedPairs.sort()).toEqual([
      'actor-1\nvoice-1',
      'actor-2\nvoice-2',
    ]);
    const [task] = (
      server.callsTo('POST /video/audio-video/process-batch')[0].body as {
        tasks: { scenes: { actor_id: string }[] }[];
      }
    ).tasks;
    expect(task.scenes.map((s) => s.actor_id)).toEqual(['actor-1', 'actor-1', 'actor-2']);
  });

  it('a scene without an actor: Generate says so and opens the picker for it; the actor picked speaks it', async () => {
    seedDraft(scriptOf(120), [pickedActor({ id: 'omar', name: 'Omar' })], { verified: true });
    useDraftStore.getState().addScene('p1');
    useDraftStore.getState().setScene('p1', scenes()[1].id, { text: scriptOf(110), actor: null });
    const { server } = await openProject();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Choose actor' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Every scene needs an actor to speak it.')).toBeInTheDocument();
    const picker = await screen.findByRole('dialog', { name: 'Choose actors' });
    await user.click(await within(picker).findByRole('button', { name: 'Select Nora' }));
    await user.click(within(picker).getByRole('button', { name: 'Add Actors' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(scenes().map((s) => [s.actor?.actor.id, s.actor?.audio?.id])).toEqual([
      ['omar', 'stock-voice-ava'],
      ['stock-actor-nora', 'stock-voice-ava'],
    ]);
    expect(screen.getByRole('button', { name: 'Actor of scene 2: Nora' })).toBeInTheDocument();
    expect(server.callsTo('POST /video/audio-video/process-batch')).toHaveLength(0);
  });

  it("a scene's own background and layout, with the picture panel's controls, undone by \"Use the video's\"", async () => {
    seedDraft(scriptOf(120), pickedActors(1), { verified: true });
    useDraftStore.getState().addScene('p1');
    await openProject();
    const user = userEvent.setup();
    const [, second] = screen.getAllByTestId('scene-card');
    await user.click(within(second).getByRole('button', { name: 'Background' }));
    const look = screen.getByRole('region', { name: 'Background and layout of scene 2' });
    // It starts as the video's: the actor's own backdrop, full frame.
    expect(within(look).getByRole('radio', { name: "Actor's own" })).toBeChecked();
    await user.click(within(look).getByRole('radio', { name: 'Colour' }));
    await user.click(within(look).getByRole('radio', { name: 'Left' }));
    expect(scenes()[1]).toMatchObject({
      background: { type: 'color' },
      layout: { placement: 'left', scale: 0.8 },
    });
    expect(scenes()[0]).toMatchObject({ background: null, layout: null });
    expect(within(second).getByRole('button', { name: 'Own background' })).toBeInTheDocument();
    // The video's own picture is untouched.
    expect(draft().picture).toBeUndefined();
    await user.click(within(look).getByRole('button', { name: "Use the video's" }));
    expect(scenes()[1]).toMatchObject({ background: null, layout: null });
  });
});
