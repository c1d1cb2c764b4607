import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ActorSpec, FaceLandmarks, IllustratedActorParams } from '@talkreel/engine';
import type { AppContext } from '../../app-context';
import { readObject } from '../videos/stored-files';
import type { ActorRow } from './policy';

/**
 * How an actor is drawn, as stored in `actors.spec`: illustration parameters, a photo in
 * the object store (with its face landmarks once found), or a video actor's render folder
 * (`video-actor.json` names `loop.mp4` relatively, so both are fetched into one folder).
 */
export type StoredActorSpec =
  | { kind: 'illustrated'; params: IllustratedActorParams }
  | { kind: 'photo'; image_key: string; landmarks?: FaceLandmarks }
  | { kind: 'video'; data_key: string; loop_key: string }
  /** An own actor not made yet (never rendered: videos need a ready actor). */
  | { kind: 'pending' };

/** The names prepareVideoActor gives the render folder's files (the JSON refers to the loop by name). */
export const VIDEO_ACTOR_DATA = 'video-actor.json';
export const VIDEO_ACTOR_LOOP = 'loop.mp4';

/** The renderer's ActorSpec; a photo is fetched into `workDir` first. */
export async function actorSpecFor(
  ctx: AppContext,
  actor: ActorRow,
  workDir: string,
): Promise<ActorSpec> {
  const stored = JSON.parse(actor.spec) as StoredActorSpec;
  if (stored.kind === 'illustrated') return { kind: 'illustrated', params: stored.params };
  if (stored.kind === 'pending') throw new Error(`actor ${actor.id} is not made yet`);
  if (stored.kind === 'video') {
    const folder = path.join(workDir, 'video-actor');
    await mkdir(folder, { recursive: true });
    const dataPath = path.join(folder, VIDEO_ACTOR_DATA);
    await writeFile(dataPath, await readObject(ctx, stored.data_key));
    await writeFile(path.join(folder, VIDEO_ACTOR_LOOP), await readObject(ctx, stored.loop_key));
    return { kind: 'video', dataPath };
  }
  const imagePath = path.join(workDir, `actor${path.extname(stored.image_key) || '.jpg'}`);
  await writeFile(imagePath, await readObject(ctx, stored.image_key));
  return { kind: 'photo', imagePath, landmarks: stored.landmarks };
}
