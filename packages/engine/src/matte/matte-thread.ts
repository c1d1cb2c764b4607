import { matteOfPhoto } from './photo-matte.js';
import { matteOfVideoActor } from './video-matte.js';

/** What to matte: a photo actor's image, or a video actor's `video-actor.json`. */
export type PersonMatteInput =
  | { kind: 'photo'; imagePath: string }
  | { kind: 'video'; dataPath: string };

export interface MatteOptions {
  signal?: AbortSignal;
  /**
   * Awaited before each pass of the network over a frame, so a caller that also renders can
   * hold a background matte back while a render runs (a video actor's loop is about 80 CPU-s).
   */
  beforeFrame?: () => Promise<void>;
}

/** The matte computed on the calling thread (the matte worker's; see compute-person-matte.ts). */
export async function mattePersonInThisThread(
  input: PersonMatteInput,
  outputPath: string,
  options: MatteOptions = {},
): Promise<void> {
  if (input.kind === 'photo') await matteOfPhoto(input.imagePath, outputPath, options);
  else await matteOfVideoActor(input.dataPath, outputPath, options);
}
