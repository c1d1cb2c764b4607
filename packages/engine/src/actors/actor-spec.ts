import type { IllustratedActorParams } from './illustrated/params.js';
import type { FaceLandmarks } from './photo/face-landmarks.js';

/** What the renderer needs to draw an actor: a parametric illustration, a face photo or footage. */
export type ActorSpec =
  | { kind: 'illustrated'; params: IllustratedActorParams }
  | {
      kind: 'photo';
      imagePath: string;
      /** Landmarks found at upload time; detected on the fly when absent. */
      landmarks?: FaceLandmarks;
    }
  | {
      kind: 'video';
      /** The `video-actor.json` written by prepareVideoActor (footage files sit beside it). */
      dataPath: string;
    };
