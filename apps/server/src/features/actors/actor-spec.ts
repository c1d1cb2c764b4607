import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ActorSpec, FaceLandmarks, IllustratedActorParams } from '@talkreel/engine';
import type { AppContext } from '../../app-context';
import { readObject } from '../videos/stored-files';
import type { ActorRow } from './policy';

/**
 * How an actor is drawn, as stored in `actors.spec`: illustration parameters, or a photo in
 * the object store (with its face landmarks once found).
 */
export type StoredActorSpec =
  | { kind: 'illustrated'; params: IllustratedActorParams }
  | { kind: 'photo'; image_key: string; landmarks?: FaceLandmarks };

/** The renderer's ActorSpec; a photo is fetched into `workDir` first. */
export async function actorSpecFor(
  ctx: AppContext,
  actor: ActorRow,
  workDir: string,
): Promise<ActorSpec> {
  const stored = JSON.parse(actor.spec) as StoredActorSpec;
  if (stored.kind === 'illustrated') return { kind: 'illustrated', params: stored.params };
  const imagePath = path.join(workDir, `actor${path.extname(stored.image_key) || '.jpg'}`);
  await writeFile(imagePath, await readObject(ctx, stored.image_key));
  return { kind: 'photo', imagePath, landmarks: stored.landmarks };
}
