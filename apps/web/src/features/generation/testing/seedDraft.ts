import { camelize } from '@talkreel/contract';
import type { PickedActor } from '../../actors/types';
import { pairKey } from '../state/draftActor';
import { useDraftStore } from '../state/useDraftStore';
import { type WireActor, wireActor, wireVoice } from './wireData';

export const pickedActor = (overrides: Partial<WireActor> = {}) =>
  camelize(wireActor(overrides)) as PickedActor;

/** `count` distinct actors, each with its own default voice. */
export const pickedActors = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    pickedActor({
      id: `actor-${i + 1}`,
      name: `Actor ${i + 1}`,
      default_audio: wireVoice({ id: `voice-${i + 1}`, name: `Voice ${i + 1}` }),
    }),
  );

/**
 * Puts a script and actors in project p1's draft, as the picker and the audio dialog would
 * leave them; `verified` also records their actor-voice pairs as previewed.
 */
export function seedDraft(
  text: string,
  actors: PickedActor[],
  options: { verified?: boolean } = {},
) {
  const store = useDraftStore.getState();
  store.setText('p1', text);
  store.setPicked('p1', actors);
  if (options.verified) {
    store.markVerified(
      actors.flatMap((a) =>
        a.defaultAudio ? [{ actorId: a.id, voiceId: a.defaultAudio.id }] : [],
      ),
    );
  }
  return { pairs: useDraftStore.getState().verifiedPairs, pairKey };
}
