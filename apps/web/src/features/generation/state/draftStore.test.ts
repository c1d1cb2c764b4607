import { camelize } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { resetUserState } from '../../../state/userStateReset';
import type { PickedActor } from '../../actors/types';
import { wireActor, wireVoice } from '../testing/wireData';
import { pairKey } from './draftActor';
import { DEFAULT_PICTURE, pictureOf } from './pictureChoice';
import { DRAFTS_STORAGE_KEY, useDraftStore } from './useDraftStore';

const actor = (id: string, voiceId = `voice-${id}`) =>
  camelize(wireActor({ id, name: id, default_audio: wireVoice({ id: voiceId }) })) as PickedActor;
const store = () => useDraftStore.getState();
const draftOf = (projectId: string) => store().drafts[projectId];
const persisted = () => JSON.parse(localStorage.getItem(DRAFTS_STORAGE_KEY) ?? '{}').state;

describe('per-project video drafts', () => {
  it('keeps text and actors per project, persisted under the drafts cache key', () => {
    store().setText('p1', 'First project script');
    store().setPicked('p1', [actor('a')]);
    store().setText('p2', 'Second');
    expect(draftOf('p1').text).toBe('First project script');
    expect(draftOf('p1').actors.map((a) => a.actor.id)).toEqual(['a']);
    expect(draftOf('p2')).toMatchObject({ text: 'Second', actors: [] });
    expect(persisted().drafts.p1.text).toBe('First project script');
    expect(persisted().drafts.p1.actors[0]).toMatchObject({
      actor: { id: 'a' },
      audio: { id: 'voice-a' },
      playbackRate: 1,
    });
  });

  it('a new pick keeps the voice and speed already chosen for an attached actor', () => {
    store().setPicked('p1', [actor('a')]);
    store().setActorAudio('p1', 'a', {
      audio: camelize(wireVoice({ id: 'chosen' })),
      playbackRate: 1.4,
    });
    store().setPicked('p1', [actor('b'), actor('a')]);
    expect(draftOf('p1').actors.map((a) => [a.actor.id, a.audio?.id, a.playbackRate])).toEqual([
      ['b', 'voice-b', 1],
      ['a', 'chosen', 1.4],
    ]);
  });

  it('generating takes script and actors out; a failure puts them back without losing new work', () => {
    store().setText('p1', 'The script');
    store().setPicked('p1', [actor('a'), actor('b')]);
    const snapshot = store().takeForGenerate('p1');
    expect(draftOf('p1')).toMatchObject({ text: '', actors: [] });
    store().setPicked('p1', [actor('c')]);
    store().restore('p1', snapshot);
    expect(draftOf('p1').text).toBe('The script');
    expect(draftOf('p1').actors.map((a) => a.actor.id)).toEqual(['a', 'b', 'c']);

    // Text typed meanwhile is the user's newest intent and stays.
    const again = store().takeForGenerate('p1');
    store().setText('p1', 'Something new');
    store().restore('p1', again);
    expect(draftOf('p1').text).toBe('Something new');
  });

  it('remix replaces the draft with one script and one actor', () => {
    store().setText('p1', 'Old');
    store().setPicked('p1', [actor('a'), actor('b')]);
    store().remix('p1', 'Remixed script', { actor: actor('z'), audio: null, playbackRate: 1 });
    expect(draftOf('p1').text).toBe('Remixed script');
    expect(draftOf('p1').actors.map((a) => a.actor.id)).toEqual(['z']);
  });

  it('a deleted voice leaves every draft that chose it, and no pair with it stays verified', () => {
    store().setPicked('p1', [actor('a', 'gone'), actor('b')]);
    store().setPicked('p2', [actor('c', 'gone')]);
    store().markVerified([
      { actorId: 'a', voiceId: 'gone' },
      { actorId: 'c', voiceId: 'gone' },
      { actorId: 'b', voiceId: 'voice-b' },
    ]);
    store().forgetVoice('gone');
    expect(draftOf('p1').actors.map((a) => [a.actor.id, a.audio?.id ?? null])).toEqual([
      ['a', null],
      ['b', 'voice-b'],
    ]);
    expect(draftOf('p2').actors[0].audio).toBeNull();
    expect(store().verifiedPairs).toEqual([pairKey('b', 'voice-b')]);
  });

  it('tracks verified pairs, and logout clears every draft', () => {
    store().markVerified([
      { actorId: 'a', voiceId: 'v' },
      { actorId: 'a', voiceId: 'v' },
    ]);
    expect(store().verifiedPairs).toEqual([pairKey('a', 'v')]);
    store().markUnverified([{ actorId: 'a', voiceId: 'v' }]);
    expect(store().verifiedPairs).toEqual([]);
    store().setText('p1', 'Mine');
    resetUserState();
    expect(store().drafts).toEqual({});
    // Logout removes the stored copy itself (the registry of persisted keys).
    expect(localStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
  });

  it('remembers the picture per project, kept through generating, 9:16 720p by default', () => {
    expect(pictureOf(store().drafts.p1?.picture)).toEqual(DEFAULT_PICTURE);
    store().setPicture('p1', { format: '16:9', resolution: '1080p' });
    store().setPicture('p1', { background: { type: 'stock', value: 'office-day' } });
    store().setPicture('p1', { layout: { placement: 'left', scale: 0.55 }, brandLogo: true });
    store().setText('p1', 'Script');
    store().takeForGenerate('p1');
    expect(draftOf('p1').picture).toEqual({
      format: '16:9',
      resolution: '1080p',
      background: { type: 'stock', value: 'office-day' },
      layout: { placement: 'left', scale: 0.55 },
      brandLogo: true,
    });
    expect(persisted().drafts.p1.picture.format).toBe('16:9');
    expect(pictureOf(store().drafts.p2?.picture)).toEqual(DEFAULT_PICTURE);
    // A full-frame actor has no size: the scale goes back to 100 %.
    store().setPicture('p1', { layout: { placement: 'full', scale: 0.55 } });
    expect(draftOf('p1').picture?.layout).toEqual({ placement: 'full', scale: 1 });
  });

  it('reads a stored picture it cannot trust as the default, choice by choice', () => {
    expect(
      pictureOf({
        format: '21:9' as never,
        resolution: '1080p',
        background: { type: 'gradient', value: ['#ffffff', 'red'] } as never,
        layout: { placement: 'right', scale: 3 },
      }),
    ).toEqual({
      ...DEFAULT_PICTURE,
      resolution: '1080p',
      layout: { placement: 'right', scale: 1 },
    });
    // An upload keeps its file's name for the panel; a stock choice without an id is no choice.
    expect(
      pictureOf({ background: { type: 'image', value: 'upload://t1', name: 'office.png' } })
        .background,
    ).toEqual({ type: 'image', value: 'upload://t1', name: 'office.png' });
    expect(pictureOf({ background: { type: 'stock', value: ' ' } }).background).toEqual({
      type: 'actor',
    });
    expect(pictureOf({ layout: { placement: 'circle', scale: 0.1 } }).layout.scale).toBe(0.4);
  });
});
