import { ActorSource } from '@talkreel/contract';
import type { PickedActor } from '../../actors/types';
import { speedOf } from '../state/draftActor';
import type { DraftActor } from '../state/draftTypes';
import type { VideoResult } from './videoResult';

/**
 * The actor of a result as a draft actor. A result names only the actor's id, model id, name
 * and picture; the library fields it lacks get neutral values (nothing reads them in the draft).
 * The voice keeps the speed the result was made with.
 */
export function remixActorOf(video: VideoResult): DraftActor {
  const actor: PickedActor = {
    id: video.actor.id,
    modelId: video.actor.actorModelId,
    name: video.actor.name,
    imageUrl: video.actor.imageUrl ?? null,
    gender: '',
    ageGroup: '',
    skinTone: null,
    situation: null,
    languages: [],
    isHd: false,
    isPro: false,
    isExclusivePro: false,
    isFreeSpeech: false,
    compressedActorDefaultVideoUrl: null,
    fullActorDefaultVideoUrl: null,
    sortOrder: 0,
    isFavorite: false,
    isMyActor: false,
    tags: [],
    generateType: 0,
    generateStatus: 2,
    defaultAudio: video.voice,
    source: ActorSource.STOCK,
    createdAt: video.createdAt,
  };
  // The speed the video was spoken at wins over the voice's own (a result made at 1.2x remixes
  // at 1.2x); results from before the server reported it fall back to the voice's speed.
  const spoken = video.voiceSettings?.speed;
  const playbackRate = spoken !== undefined && spoken > 0 ? spoken : speedOf(video.voice);
  return { actor, audio: video.voice, playbackRate };
}
