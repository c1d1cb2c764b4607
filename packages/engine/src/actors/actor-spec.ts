import type { IllustratedActorParams } from './illustrated/params.js';
import type { FaceLandmarks } from './photo/face-landmarks.js';

/** What the renderer needs to draw an actor: a parametric illustration or a face photo. */
export type ActorSpec =
  | { kind: 'illustrated'; params: IllustratedActorParams }
  | {
      kind: 'photo';
      imagePath: string;
      /** Landmarks found at upload time; detected on the fly when absent. */
      landmarks?: FaceLandmarks;
    };
