import type { PickedActor } from '../../actors/types';
import type { VoiceItem } from '../../voices/types';
import type { DraftActor } from './draftTypes';

/** A voice's own speed, where 0 means "not set": normal speed (creation.md §9 default 1). */
export const speedOf = (voice: VoiceItem | null | undefined) =>
  voice?.speed && voice.speed > 0 ? voice.speed : 1;

/** A newly picked actor speaks with its default voice at that voice's speed. */
export const draftActorOf = (actor: PickedActor): DraftActor => ({
  actor,
  audio: actor.defaultAudio ?? null,
  playbackRate: speedOf(actor.defaultAudio),
});

/**
 * The picker's confirmed selection, in its order; actors already attached keep the voice and
 * speed chosen for them.
 */
export function mergePicked(current: DraftActor[], picked: PickedActor[]): DraftActor[] {
  const byId = new Map(current.map((a) => [a.actor.id, a]));
  return picked.map((actor) => {
    const kept = byId.get(actor.id);
    return kept ? { ...kept, actor } : draftActorOf(actor);
  });
}

/** Key of an actor-voice pair the user has heard a successful preview of. */
export const pairKey = (actorId: string, voiceId: string) => `${actorId}\n${voiceId}`;
