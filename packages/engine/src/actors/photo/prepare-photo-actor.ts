import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas, type Image, loadImage } from '@napi-rs/canvas';
import { renderIdleVideo } from '../../render/render-idle-video.js';
import { ActorInputError } from '../actor-input-error.js';
import type { ActorSpec } from '../actor-spec.js';
import { singleActorFace } from '../face-checks.js';
import { detectAllFaces } from './detect-landmarks.js';
import type { FaceLandmarks } from './face-landmarks.js';
import { checkPhotoCrop, type PhotoCrop } from './photo-crop.js';

export interface PreparePhotoActorOptions {
  inputPath: string;
  /** The dialog's 9:16 crop; the whole photo when absent. */
  crop?: PhotoCrop;
  /** Created if missing; receives the cropped photo, its landmarks and the idle video. */
  outDir: string;
  signal?: AbortSignal;
  /** Length of the default idle video in seconds. */
  idleSec?: number;
}

export interface PreparedPhotoActor {
  spec: Extract<ActorSpec, { kind: 'photo' }>;
  /** The cropped photo (JPEG) the actor is drawn from. */
  imagePath: string;
  landmarks: FaceLandmarks;
  /** Default idle video for cards: full, 360x640 compressed and a JPEG poster. */
  idle: { video: string; compressed: string; poster: string };
}

/** Every file preparePhotoActor writes into outDir. */
const writtenFiles = ['photo.jpg', 'landmarks.json', 'idle.mp4', 'idle-small.mp4', 'idle.jpg'];

export const photoActorDefaults = {
  idleSec: 5,
  /** Cheek-to-cheek width below which the face would be upscaled past recognition. */
  minFaceWidth: 64,
  /**
   * The kept photo's longer side at most: twice the video's height is all the renderer uses, and
   * a 50 MP upload kept whole would cost 200 MB each time the actor is drawn.
   */
  maxSide: 2560,
} as const;

/**
 * Turns an uploaded photo into a photo actor: apply the dialog's crop, find exactly one usable
 * face (refusing no face, several faces, a face too small or turned away with that reason), and
 * render the default idle video.
 */
export async function preparePhotoActor(
  options: PreparePhotoActorOptions,
): Promise<PreparedPhotoActor> {
  let image: Image;
  try {
    image = await loadImage(await readFile(options.inputPath));
  } catch {
    throw new ActorInputError('not-an-image', 'The file is not a readable image');
  }
  if (!(image.width > 0 && image.height > 0)) {
    throw new ActorInputError('not-an-image', 'The image is empty');
  }
  const crop = options.crop
    ? checkPhotoCrop(options.crop, image.width, image.height)
    : { x: 0, y: 0, width: image.width, height: image.height };
  await mkdir(options.outDir, { recursive: true });
  try {
    const fit = Math.min(1, photoActorDefaults.maxSide / Math.max(crop.width, crop.height));
    const canvas = createCanvas(
      Math.max(1, Math.round(crop.width * fit)),
      Math.max(1, Math.round(crop.height * fit)),
    );
    const ctx = canvas.getContext('2d');
    ctx.drawImage(
      image,
      crop.x,
      crop.y,
      crop.width,
      crop.height,
      0,
      0,
      canvas.width,
      canvas.height,
    );
    const imagePath = join(options.outDir, 'photo.jpg');
    await writeFile(imagePath, await canvas.encode('jpeg', 94));
    if (options.signal?.aborted) throw new Error('Actor preparation aborted');

    const landmarks = singleActorFace(await detectAllFaces(imagePath), {
      minFaceWidth: photoActorDefaults.minFaceWidth,
    });
    await writeFile(join(options.outDir, 'landmarks.json'), JSON.stringify(landmarks));
    const spec = { kind: 'photo' as const, imagePath, landmarks };
    const idle = {
      video: join(options.outDir, 'idle.mp4'),
      compressed: join(options.outDir, 'idle-small.mp4'),
      poster: join(options.outDir, 'idle.jpg'),
    };
    await renderIdleVideo(spec, idle, {
      durationSec: options.idleSec ?? photoActorDefaults.idleSec,
      signal: options.signal,
    });
    return { spec, imagePath, landmarks, idle };
  } catch (err) {
    // A refused or failed preparation leaves nothing behind in outDir.
    await Promise.all(writtenFiles.map((name) => rm(join(options.outDir, name), { force: true })));
    throw err;
  }
}
