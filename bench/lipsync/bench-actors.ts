/**
 * One actor of each kind for the gate: the stock illustrated actor the render bench uses, a photo
 * actor from a face photo shipped in an npm package, and a video actor prepared from footage made
 * of that photo (test-footage.ts), with the face found by the same model a user's upload meets.
 */
import { join } from 'node:path';
import {
  type ActorSpec,
  detectFaceLandmarks,
  findStockActor,
  prepareVideoActor,
} from '@talkreel/engine';
import { makeFaceFootage, samplePhoto } from '../../packages/engine/src/actors/video/test-footage';

export type ActorKind = 'illustrated' | 'photo' | 'video';
export const actorKinds: readonly ActorKind[] = ['illustrated', 'photo', 'video'];

export async function benchActor(kind: ActorKind, dir: string): Promise<ActorSpec> {
  if (kind === 'illustrated') {
    const actor = findStockActor('olivia-studio');
    if (!actor) throw new Error('stock actor olivia-studio missing');
    return { kind: 'illustrated', params: actor.params };
  }
  const photo = samplePhoto(1);
  if (kind === 'photo') {
    return { kind: 'photo', imagePath: photo, landmarks: await detectFaceLandmarks(photo) };
  }
  // Footage of 3 s is enough for a loop; preparing it tracks every frame (the slow part).
  const footage = join(dir, 'footage.mp4');
  await makeFaceFootage(footage, 3);
  const prepared = await prepareVideoActor({
    inputPath: footage,
    crop: { x: 0, y: 0, width: 480, height: 854 },
    outDir: join(dir, 'video-actor'),
    minDurationSec: 2,
    loopSec: 2,
    idleSec: 1,
  });
  return prepared.spec;
}
