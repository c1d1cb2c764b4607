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
      /**
       * The person's matte (issue 26): a grayscale PNG of the photo's own size, white where the
       * person is. Present, a painted background replaces the photo's surroundings.
       */
      mattePath?: string;
    }
  | {
      kind: 'video';
      /** The `video-actor.json` written by prepareVideoActor (footage files sit beside it). */
      dataPath: string;
      /**
       * The person's matte (issue 26): a grayscale video of the footage's size, frame rate and
       * frame count (frame n mattes footage frame n), white where the person is.
       */
      mattePath?: string;
    };
