import { writeFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import type { ActorSpec } from '../actors/actor-spec.js';
import { createActorRenderer } from '../actors/create-actor-renderer.js';
import { neutralPose } from './idle-motion.js';
import { restMouth } from './mouth-shape.js';

export interface ActorStillOptions {
  /** Output width; the height follows 9:16. Defaults to 720. */
  width?: number;
  quality?: number;
}

/** Writes the actor's picture as a JPEG: neutral pose, eyes open, mouth closed. */
export async function renderActorStill(
  actor: ActorSpec,
  outPath: string,
  options: ActorStillOptions = {},
): Promise<void> {
  const renderer = await createActorRenderer(actor);
  const full = createCanvas(renderer.width, renderer.height);
  try {
    await renderer.prepareFrame?.(0);
    renderer.drawFrame(full.getContext('2d'), { t: 0, mouth: restMouth, pose: neutralPose });
  } finally {
    renderer.close?.();
  }
  const width = options.width ?? renderer.width;
  let out = full;
  if (width !== renderer.width) {
    out = createCanvas(width, Math.round((width * renderer.height) / renderer.width));
    out.getContext('2d').drawImage(full, 0, 0, out.width, out.height);
  }
  await writeFile(outPath, await out.encode('jpeg', options.quality ?? 90));
}
