import { matteOfPhoto } from './photo-matte.js';
import { matteOfVideoActor } from './video-matte.js';

export interface MatteOptions {
  signal?: AbortSignal;
  /**
   * Awaited before each pass of the network over a frame. Inference runs on the calling thread
   * and holds its event loop for each frame (a video actor's loop is about 80 CPU-s), so a
   * caller that also renders can hold a background matte back while a render runs.
   */
  beforeFrame?: () => Promise<void>;
}

/** What to matte: a photo actor's image, or a video actor's `video-actor.json`. */
export type PersonMatteInput =
  | { kind: 'photo'; imagePath: string }
  | { kind: 'video'; dataPath: string };

/**
 * Writes the person's matte (issue 26), white where the person is, for a renderer to lay the
 * person over a new background: for a photo an 8-bit grayscale PNG of the photo's size, for a
 * video actor a grayscale H.264 MP4 frame for frame with the loop it renders from. The model
 * comes from an npm package (nothing is downloaded) and the result is the same for the same input.
 */
export async function computePersonMatte(
  input: PersonMatteInput,
  outputPath: string,
  options: MatteOptions = {},
): Promise<void> {
  if (input.kind === 'photo') await matteOfPhoto(input.imagePath, outputPath, options);
  else await matteOfVideoActor(input.dataPath, outputPath, options);
}
