import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ActorSpec, FaceLandmarks, IllustratedActorParams } from '@talkreel/engine';
import type { AppContext } from '../../app-context';
import { downloadObject, readObject } from '../videos/stored-files';
import type { ActorRow } from './policy';

/**
 * How an actor is drawn, as stored in `actors.spec`: illustration parameters, a photo in
 * the object store (with its face landmarks once found), or a video actor's render folder
 * (`video-actor.json` names `loop.mp4` relatively, so both are fetched into one folder).
 * Own photo and video actors get a person matte (issue 26, features/actors/matte): `matte_key`
 * names it; null records that matting failed for good (the actor renders without one); absent,
 * it is still to be made.
 */
export type StoredActorSpec =
  | { kind: 'illustrated'; params: IllustratedActorParams }
  | { kind: 'photo'; image_key: string; landmarks?: FaceLandmarks; matte_key?: string | null }
  | { kind: 'video'; data_key: string; loop_key: string; matte_key?: string | null }
  /** An own actor not made yet (never rendered: videos need a ready actor). */
  | { kind: 'pending' };

/** The names prepareVideoActor gives the render folder's files (the JSON refers to the loop by name). */
export const VIDEO_ACTOR_DATA = 'video-actor.json';
export const VIDEO_ACTOR_LOOP = 'loop.mp4';

/** The renderer's ActorSpec; a photo or footage (and its matte) is fetched into `workDir` first. */
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
    const mattePath = await fetchMatte(ctx, stored.matte_key, path.join(workDir, 'matte.mp4'));
    return { kind: 'video', dataPath, ...(mattePath && { mattePath }) };
  }
  const imagePath = path.join(workDir, `actor${path.extname(stored.image_key) || '.jpg'}`);
  await writeFile(imagePath, await readObject(ctx, stored.image_key));
  const mattePath = await fetchMatte(ctx, stored.matte_key, path.join(workDir, 'matte.png'));
  return { kind: 'photo', imagePath, landmarks: stored.landmarks, ...(mattePath && { mattePath }) };
}

/**
 * The actor's matte as a local file, when it has one. A matte that cannot be read is left out
 * (logged): the actor then renders as it did before mattes, never fails for the want of one.
 */
async function fetchMatte(
  ctx: AppContext,
  key: string | null | undefined,
  filePath: string,
): Promise<string | undefined> {
  if (!key) return undefined;
  try {
    await downloadObject(ctx, key, filePath);
    return filePath;
  } catch (err) {
    ctx.log.warn({ err, key }, 'actor matte unreadable: rendering without it');
    return undefined;
  }
}
