import { ActorSource } from '@talkreel/contract';
import type { PickedActor } from '../../actors/types';
import { speedOf } from '../state/draftActor';
import type { DraftActor } from '../state/draftTypes';
import type { VideoResult } from './videoResult';

/**
 * The actor of a result as a draft actor. A result names only the actor's id, model id, name
 * and picture; the library fields it lacks get neutral values (nothing reads them in the draft).
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
  return { actor, audio: video.voice, playbackRate: speedOf(video.voice) };
}
