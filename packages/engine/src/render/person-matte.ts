import { readFile } from 'node:fs/promises';
import { type Canvas, createCanvas, loadImage } from '@napi-rs/canvas';
import type { FaceLandmarks } from '../actors/photo/face-landmarks.js';
import { fitPhotoCrop } from '../actors/photo/fit-photo.js';
import { RawFrameReader } from '../media/raw-frame-reader.js';
import type { FrameSize } from './frame-format.js';

/**
 * A photo actor's matte as an alpha mask on the photo renderer's 9:16 picture: the grayscale PNG
 * (the photo's own size, white where the person is) turned into alpha once and drawn through the
 * same crop the renderer gives the photo (fitPhotoCrop). Each frame then only has to move it with
 * the renderer's sway.
 */
export async function loadPhotoMatte(
  mattePath: string,
  landmarks: FaceLandmarks,
  picture: FrameSize,
): Promise<Canvas> {
  const matte = await loadImage(await readFile(mattePath)).catch(() => null);
  if (!matte || !(matte.width > 0)) throw new Error(`The matte ${mattePath} could not be read`);
  if (matte.width !== landmarks.imageWidth || matte.height !== landmarks.imageHeight) {
    throw new Error(
      `The matte is ${matte.width}x${matte.height}; the photo is ${landmarks.imageWidth}x${landmarks.imageHeight}`,
    );
  }
  const gray = createCanvas(matte.width, matte.height);
  const gctx = gray.getContext('2d');
  gctx.drawImage(matte, 0, 0);
  const pixels = gctx.getImageData(0, 0, matte.width, matte.height);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    data[i + 3] = data[i];
    data[i] = 255;
    data[i + 1] = 255;
    data[i + 2] = 255;
  }
  gctx.putImageData(pixels, 0, 0);
  const crop = fitPhotoCrop(landmarks, picture.width, picture.height);
  const mask = createCanvas(picture.width, picture.height);
  const mctx = mask.getContext('2d');
  mctx.setTransform(crop.scale, 0, 0, crop.scale, -crop.sx * crop.scale, -crop.sy * crop.scale);
  mctx.drawImage(gray, 0, 0);
  mask.data();
  return mask;
}

/** A footage actor's matte video, read in step with the footage: one gray byte per pixel. */
export interface VideoMatteReader {
  /** The matte of loop frame `frame` (0-based, in order), valid until the next call. */
  at(frame: number): Promise<Buffer>;
  close(): void;
}

/**
 * Decodes the matte video (the loop's size, frame rate and frame count) as gray frames, looped
 * like the footage, so frame n of the render mattes footage frame n.
 */
export function openVideoMatte(mattePath: string, size: FrameSize): VideoMatteReader {
  const frameBytes = size.width * size.height;
  const current = Buffer.alloc(frameBytes);
  let reader: RawFrameReader | null = null;
  let next = 0;
  const open = () =>
    new RawFrameReader(
      [
        ...['-v', 'error', '-stream_loop', '-1', '-i', mattePath],
        ...['-vf', `scale=${size.width}:${size.height}`, '-f', 'rawvideo', '-pix_fmt', 'gray'],
        'pipe:1',
      ],
      frameBytes,
    );
  return {
    async at(frame) {
      if (!reader || frame < next) {
        reader?.close();
        reader = open();
        next = 0;
      }
      while (next <= frame) {
        if (!(await reader.next(current))) throw new Error(`The matte ${mattePath} ended early`);
        next++;
      }
      return current;
    },
    close() {
      reader?.close();
      reader = null;
    },
  };
}

/** Sets an opaque RGBA frame's alpha to the matte (straight alpha, as putImageData takes). */
export function setAlphaFromMatte(frame: Uint8Array | Uint8ClampedArray, matte: Buffer): void {
  for (let i = 0, o = 3; i < matte.length; i++, o += 4) frame[o] = matte[i];
}
