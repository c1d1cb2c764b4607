import { matteOfPhoto } from './photo-matte.js';
import { matteOfVideoActor } from './video-matte.js';

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
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  if (input.kind === 'photo') await matteOfPhoto(input.imagePath, outputPath, options.signal);
  else await matteOfVideoActor(input.dataPath, outputPath, options.signal);
}
