import { camelize, MAX_SCENES } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import type { PickedActor } from '../../actors/types';
import { wireActor, wireVoice } from '../testing/wireData';
import { DRAFTS_STORAGE_KEY, useDraftStore } from './useDraftStore';

const actor = (id: string) =>
  camelize(
    wireActor({ id, name: id, default_audio: wireVoice({ id: `voice-${id}` }) }),
  ) as PickedActor;
const store = () => useDraftStore.getState();
const draft = () => store().drafts.p1;
/** Each scene as [script, actor id] in the list's order. */
const scenes = () => draft().scenes?.map((s) => [s.text, s.actor?.actor.id ?? null]);
const persisted = () => JSON.parse(localStorage.getItem(DRAFTS_STORAGE_KEY) ?? '{}').state;

describe("the draft's scene list (issue 27)", () => {
  it('a draft has no scenes until one is added; then its script and actor are scene 1', () => {
    store().setText('p1', 'Hello and welcome');
    store().setPicked('p1', [actor('nora')]);
    expect(draft().scenes).toBeUndefined();
    store().addScene('p1');
    // Scene 2 starts with the same presenter and voice, its script empty.
    expect(scenes()).toEqual([
      ['Hello and welcome', 'nora'],
      ['', 'nora'],
    ]);
    expect(draft().scenes?.[1].actor?.audio?.id).toBe('voice-nora');
    // The script and actors live in the scenes now, in one place only.
    expect(draft()).toMatchObject({ text: '', actors: [] });
    // Remembered per project, as the rest of the draft.
    expect(persisted().drafts.p1.scenes).toHaveLength(2);
  });

  it('each further attached actor becomes a scene of its own, so nothing chosen is lost', () => {
    store().setText('p1', 'The intro');
    store().setPicked('p1', [actor('a'), actor('b'), actor('c')]);
    store().addScene('p1');
    expect(scenes()).toEqual([
      ['The intro', 'a'],
      ['', 'b'],
      ['', 'c'],
    ]);
  });

  it('adds at the end with the last scene’s actor, never past the maximum', () => {
    store().setPicked('p1', [actor('a')]);
    store().addScene('p1');
    store().setScene('p1', draft().scenes?.[1].id ?? '', { actor: null });
    store().addScene('p1');
    expect(scenes()).toEqual([
      ['', 'a'],
      ['', null],
      ['', null],
    ]);
    for (let i = 0; i < MAX_SCENES + 3; i++) store().addScene('p1');
    expect(draft().scenes).toHaveLength(MAX_SCENES);
  });

  it('duplicates a scene right after itself with a new id, and moves scenes by index', () => {
    store().setText('p1', 'One');
    store().setPicked('p1', [actor('a'), actor('b')]);
    store().addScene('p1');
    const [first, second] = draft().scenes ?? [];
    store().setScene('p1', second.id, {
      text: 'Two',
      background: { type: 'color', value: '#112233' },
    });
    store().duplicateScene('p1', second.id);
    expect(scenes()).toEqual([
      ['One', 'a'],
      ['Two', 'b'],
      ['Two', 'b'],
    ]);
    const copy = draft().scenes?.[2];
    expect(copy?.id).not.toBe(second.id);
    expect(copy?.background).toEqual({ type: 'color', value: '#112233' });

    store().setScene('p1', copy?.id ?? '', { text: 'Three' });
    store().moveScene('p1', 2, 0);
    expect(scenes()).toEqual([
      ['Three', 'b'],
      ['One', 'a'],
      ['Two', 'b'],
    ]);
    // Out of range: nothing moves.
    store().moveScene('p1', 0, 3);
    expect(draft().scenes?.[1].id).toBe(first.id);
  });

  it('deleting down to one scene is today’s single-scene draft again', () => {
    store().setText('p1', 'One');
    store().setPicked('p1', [actor('a'), actor('b')]);
    store().addScene('p1');
    store().setPicture('p1', { format: '16:9' });
    store().setScene('p1', draft().scenes?.[1].id ?? '', {
      text: 'Two',
      layout: { placement: 'left', scale: 0.7 },
    });
    store().removeScene('p1', draft().scenes?.[0].id ?? '');
    expect(draft().scenes).toBeUndefined();
    expect(draft().text).toBe('Two');
    expect(draft().actors.map((a) => a.actor.id)).toEqual(['b']);
    // Its own layout was that scene's; the scene is the whole video now.
    expect(draft().picture).toMatchObject({
      format: '16:9',
      background: { type: 'actor' },
      layout: { placement: 'left', scale: 0.7 },
    });
  });

  it('generating takes the scenes out; a failure puts them back; a deleted voice leaves its scenes', () => {
    store().setText('p1', 'One');
    store().setPicked('p1', [actor('a'), actor('b')]);
    store().addScene('p1');
    store().setTransition('p1', 'fade');
    const snapshot = store().takeForGenerate('p1');
    expect(draft().scenes).toBeUndefined();
    expect(snapshot.scenes).toHaveLength(2);
    expect(snapshot.transition).toBe('fade');
    store().restore('p1', snapshot);
    expect(scenes()).toEqual([
      ['One', 'a'],
      ['', 'b'],
    ]);

    store().forgetVoice('voice-b');
    expect(draft().scenes?.map((s) => s.actor?.audio?.id ?? null)).toEqual(['voice-a', null]);
  });
});
