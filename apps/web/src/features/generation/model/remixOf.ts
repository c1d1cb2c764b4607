import { ActorSource } from '@talkreel/contract';
import type { PickedActor } from '../../actors/types';
import type { VoiceItem } from '../../voices/types';
import { speedOf } from '../state/draftActor';
import { newSceneId } from '../state/draftScenes';
import type { DraftActor, DraftScene, SceneTransition } from '../state/draftTypes';
import { type BackgroundChoice, type PictureChoice, pictureOf } from '../state/pictureChoice';
import type { VideoResult } from './videoResult';

type SceneResult = NonNullable<VideoResult['scenes']>[number];
type Picture = NonNullable<VideoResult['picture']>;

/**
 * A result's actor as a draft actor. A result names only the actor's id, model id, name and
 * picture; the library fields it lacks get neutral values (nothing reads them in the draft).
 * The voice keeps the speed the video was spoken at; results from before the server reported it
 * fall back to the voice's own speed.
 */
function draftActorOf(
  who: { id: string; modelId: string; name: string; imageUrl: string | null },
  voice: VoiceItem | null,
  spokenSpeed: number | undefined,
  createdAt: string,
): DraftActor {
  const actor: PickedActor = {
    ...who,
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
    defaultAudio: voice,
    source: ActorSource.STOCK,
    createdAt,
  };
  const playbackRate = spokenSpeed !== undefined && spokenSpeed > 0 ? spokenSpeed : speedOf(voice);
  return { actor, audio: voice, playbackRate };
}

/** The actor of a single-scene result, with its voice at the speed the video was spoken at. */
export function remixActorOf(video: VideoResult): DraftActor {
  return draftActorOf(
    {
      id: video.actor.id,
      modelId: video.actor.actorModelId,
      name: video.actor.name,
      imageUrl: video.actor.imageUrl ?? null,
    },
    video.voice,
    video.voiceSettings?.speed,
    video.createdAt,
  );
}

/** What remixing a result puts back of its picture (issue 26). */
export interface PictureRemix {
  /** The result's picture, or the draft's own for a result made before pictures (9:16 720p). */
  picture: PictureChoice;
  /** Whether the words were burned in; undefined from older servers (the draft keeps its own). */
  burnCaptions: boolean | undefined;
  /**
   * An uploaded image or video it stood on can no longer be named (purged a day after use, or
   * another member's): the actor's own background stands in, and the user is told.
   */
  uploadGone: boolean;
}

/** What remixing a multi-scene result puts in the draft (issue 27). */
export interface SceneRemix extends PictureRemix {
  scenes: DraftScene[];
  transition: SceneTransition;
  /** Numbers (from 1) of the scenes left without an actor: theirs is gone. */
  needActor: number[];
}

type Restored = { background: BackgroundChoice; gone: boolean };

/**
 * A result's background as a draft choice. An uploaded image or video comes back while the
 * server still lists its upload as the viewer's to name (with the file's name the draft shows);
 * once gone it is the actor's own, flagged. Null: nothing to restore (a scene on the video's).
 */
function restorable(
  b: Picture['background'] | null | undefined,
  video: VideoResult,
): Restored | null {
  if (!b) return null;
  if (b.type === 'image' || b.type === 'video') {
    const upload = video.backgroundUploads?.find((u) => u.value === b.value);
    return upload
      ? { background: { type: b.type, value: upload.value, name: upload.fileName }, gone: false }
      : { background: { type: 'actor' }, gone: true };
  }
  // pictureOf checks it (a gradient's pair of colours included; camelCasing typed it a list).
  return { background: pictureOf({ background: b as BackgroundChoice }).background, gone: false };
}

/**
 * The picture and captions a result was made with, for any remix: format, resolution,
 * background, layout, logo and burned captions. The caption style itself is the brand kit's,
 * as the composer sends it (a draft holds none of its own).
 */
export function remixPictureOf(
  video: VideoResult,
  current: PictureChoice | undefined,
): PictureRemix {
  const made = video.picture;
  const burnCaptions = video.burnCaptions ?? undefined;
  if (!made) return { picture: pictureOf(current), burnCaptions, uploadGone: false };
  const background = restorable(made.background, video);
  return {
    picture: pictureOf({
      format: made.format,
      resolution: made.resolution,
      background: background?.background,
      layout: made.layout,
      brandLogo: made.brand === 'workspace',
    }),
    burnCaptions,
    uploadGone: background?.gone ?? false,
  };
}

/** A scene of a result as a draft scene; older replies name only its actor and script. */
function draftSceneOf(scene: SceneResult, video: VideoResult): DraftScene {
  // Replies from before scenes reported their voice know scene 1's from the video itself.
  const known = scene.voice !== undefined || scene.index > 0;
  const actor =
    scene.actorAvailable === false
      ? null
      : draftActorOf(
          {
            id: scene.actorId,
            modelId:
              scene.actorModelId ?? (scene.index === 0 ? video.actor.actorModelId : scene.actorId),
            name: scene.actorName,
            imageUrl:
              scene.actorImageUrl ?? (scene.index === 0 ? (video.actor.imageUrl ?? null) : null),
          },
          known ? (scene.voice ?? null) : video.voice,
          known ? scene.voiceSettings?.speed : video.voiceSettings?.speed,
          video.createdAt,
        );
  return {
    id: newSceneId(),
    text: scene.text,
    actor,
    background: restorable(scene.background, video)?.background ?? null,
    layout: scene.layout ? pictureOf({ layout: scene.layout }).layout : null,
  };
}

/**
 * Remix of a multi-scene result: every scene in its order (script, actor, voice, speed, own
 * background and layout), the transition and the video's picture (remixPictureOf). A scene
 * whose actor is gone is kept without one, as the composer shows a scene that still needs an
 * actor. A single-scene result gives null: remixActorOf and remixPictureOf.
 */
export function remixScenesOf(
  video: VideoResult,
  current: PictureChoice | undefined,
): SceneRemix | null {
  if (!video.scenes || video.scenes.length < 2) return null;
  const scenes = [...video.scenes].sort((a, b) => a.index - b.index);
  const drafted = scenes.map((scene) => draftSceneOf(scene, video));
  const picture = remixPictureOf(video, current);
  return {
    ...picture,
    uploadGone:
      picture.uploadGone || scenes.some((scene) => restorable(scene.background, video)?.gone),
    scenes: drafted,
    transition: video.transition ?? 'cut',
    needActor: drafted.flatMap((s, i) => (s.actor ? [] : [i + 1])),
  };
}

/** The actor–voice pairs a result was made with (the server had each of them verified). */
export function madePairsOf(video: VideoResult, remix: SceneRemix | null) {
  if (!remix) return video.voice ? [{ actorId: video.actor.id, voiceId: video.voice.id }] : [];
  return remix.scenes.flatMap((s) =>
    s.actor?.audio ? [{ actorId: s.actor.actor.id, voiceId: s.actor.audio.id }] : [],
  );
}
