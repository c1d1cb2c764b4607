import type { ActorRenderer } from '../render/actor-renderer.js';
import type { ActorSpec } from './actor-spec.js';
import { createIllustratedRenderer } from './illustrated/illustrated-renderer.js';
import { createPhotoRenderer } from './photo/photo-renderer.js';
import { createVideoRenderer } from './video/video-renderer.js';

export async function createActorRenderer(actor: ActorSpec): Promise<ActorRenderer> {
  if (actor.kind === 'illustrated') return createIllustratedRenderer(actor.params);
  if (actor.kind === 'video') return createVideoRenderer(actor.dataPath);
  return createPhotoRenderer(actor.imagePath, actor.landmarks);
}
