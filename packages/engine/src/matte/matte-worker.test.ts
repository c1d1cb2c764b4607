import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import * as tf from '@tensorflow/tfjs-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePhoto, singleFaceCrop } from '../actors/video/test-footage.js';
import { probeMedia } from '../media/probe.js';
import { computePersonMatte } from './compute-person-matte.js';

// Inference holds its thread for each frame; a matte runs on a worker thread of its own, so the
// caller's event loop (an API server's) stays free. Run in a fresh process (vitest.config.ts):
// no other test has loaded the model on this thread.
let dir: string;
let photo: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-matte-worker-'));
  const image = await loadImage(await readFile(samplePhoto(1)));
  const { x, y, width, height } = singleFaceCrop;
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(image, x, y, width, height, 0, 0, width, height);
  photo = join(dir, 'photo.png');
  await writeFile(photo, await canvas.encode('png'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a matte on its worker thread', () => {
  it('is written without the model ever running on the calling thread', async () => {
    const out = join(dir, 'matte.png');
    await computePersonMatte({ kind: 'photo', imagePath: photo }, out);
    expect(await probeMedia(out)).toMatchObject({
      width: singleFaceCrop.width,
      height: singleFaceCrop.height,
    });
    // The matting network's wasm backend exists only where inference ran.
    expect(tf.findBackend('wasm')).toBeNull();
  });

  it('stops when aborted before its first frame (no question is left unanswered)', async () => {
    const out = join(dir, 'early.png');
    const abort = new AbortController();
    const matte = computePersonMatte({ kind: 'photo', imagePath: photo }, out, {
      signal: abort.signal,
      beforeFrame: async () => {},
    });
    abort.abort(new Error('the server is closing'));
    await expect(matte).rejects.toThrow('the server is closing');
    expect(existsSync(out)).toBe(false);
  });

  it('stops when aborted while a frame waits for the caller, and writes nothing', async () => {
    const out = join(dir, 'aborted.png');
    const abort = new AbortController();
    let asked = 0;
    const matte = computePersonMatte({ kind: 'photo', imagePath: photo }, out, {
      signal: abort.signal,
      beforeFrame: async () => {
        asked += 1;
        abort.abort(new Error('the job was handed back'));
        await new Promise(() => {});
      },
    });
    await expect(matte).rejects.toThrow('the job was handed back');
    expect(asked).toBe(1);
    expect(existsSync(out)).toBe(false);
  });
});
