import type { ActorRenderer } from '../render/actor-renderer.js';
import { paintBackground, type VideoBackground } from '../render/background.js';
import { type FrameSize, frameSize, isDefaultFrame } from '../render/frame-format.js';
import { placeActorRenderer } from '../render/placed-actor-renderer.js';
import type { ActorSpec } from './actor-spec.js';
import { createIllustratedRenderer } from './illustrated/illustrated-renderer.js';
import { createPhotoRenderer } from './photo/photo-renderer.js';
import { createVideoRenderer } from './video/video-renderer.js';

export interface ActorFrame {
  /** Default 9:16 at 720p (720x1280). */
  size?: FrameSize;
  /** Default the actor's own backdrop. */
  background?: VideoBackground;
}

/**
 * The renderer of an actor in a frame: illustrated actors are drawn for it; photo and footage
 * actors (9:16 pictures without a person matte) are placed whole in it over the background.
 */
export async function createActorRenderer(
  actor: ActorSpec,
  frame: ActorFrame = {},
): Promise<ActorRenderer> {
  const size = frame.size ?? frameSize();
  const background =
    frame.background && frame.background.type !== 'actor'
      ? await paintBackground(frame.background, size)
      : null;
  if (actor.kind === 'illustrated')
    return createIllustratedRenderer(actor.params, size, background);
  const picture =
    actor.kind === 'video'
      ? await createVideoRenderer(actor.dataPath)
      : await createPhotoRenderer(actor.imagePath, actor.landmarks);
  // A picture that fills the frame hides any background: today's path, untouched.
  if (isDefaultFrame(size)) return picture;
  return placeActorRenderer(picture, size, background);
}
