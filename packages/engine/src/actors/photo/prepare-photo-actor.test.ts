import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../../media/probe.js';
import { ActorInputError } from '../actor-input-error.js';
import { samplePhoto, singleFaceCrop } from '../video/test-footage.js';
import { photoActorDefaults, preparePhotoActor } from './prepare-photo-actor.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-photo-prepare-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function reason(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ActorInputError);
  return (err as ActorInputError).reason;
}

/** Draws the single-face box of sample1.jpg `copies` times side by side, at `scale`. */
async function faceImage(name: string, copies: number, scale: number): Promise<string> {
  const photo = await loadImage(await readFile(samplePhoto(1)));
  const { x, y, width, height } = singleFaceCrop;
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const canvas = createCanvas(w * copies, h);
  const ctx = canvas.getContext('2d');
  for (let i = 0; i < copies; i++) ctx.drawImage(photo, x, y, width, height, i * w, 0, w, h);
  const path = join(dir, name);
  await writeFile(path, await canvas.encode('jpeg', 92));
  return path;
}

describe('preparePhotoActor', () => {
  it('applies the crop, finds the one face and renders the idle video', async () => {
    const out = join(dir, 'ok');
    const actor = await preparePhotoActor({
      inputPath: samplePhoto(1),
      crop: singleFaceCrop,
      outDir: out,
      idleSec: 1,
    });
    const cropped = await loadImage(await readFile(actor.imagePath));
    expect([cropped.width, cropped.height]).toEqual([540, 960]);
    expect(actor.landmarks.points).toHaveLength(478);
    expect(actor.spec).toEqual({
      kind: 'photo',
      imagePath: actor.imagePath,
      landmarks: actor.landmarks,
    });
    expect(await probeMedia(actor.idle.video)).toMatchObject({ width: 720, height: 1280, fps: 25 });
    expect(await probeMedia(actor.idle.compressed)).toMatchObject({ width: 360, height: 640 });
    expect((await stat(actor.idle.poster)).size).toBeGreaterThan(1000);
  });

  it('keeps a large photo at most maxSide on its longer side, face found on the kept copy', async () => {
    // 1620 x 2880: the single-face crop drawn three times larger.
    const big = await faceImage('big.jpg', 1, 3);
    const actor = await preparePhotoActor({ inputPath: big, outDir: join(dir, 'big'), idleSec: 1 });
    const kept = await loadImage(await readFile(actor.imagePath));
    expect([kept.width, kept.height]).toEqual([1440, photoActorDefaults.maxSide]);
    expect(actor.landmarks.points).toHaveLength(478);
    // Landmarks are in the kept photo's pixels.
    expect(Math.max(...actor.landmarks.points.map(([, y]) => y))).toBeLessThan(kept.height);
  });

  it('refuses a photo without a face', async () => {
    const blank = join(dir, 'blank.jpg');
    const canvas = createCanvas(360, 640);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#8899aa';
    ctx.fillRect(0, 0, 360, 640);
    await writeFile(blank, await canvas.encode('jpeg', 90));
    expect(await reason(preparePhotoActor({ inputPath: blank, outDir: join(dir, 'nf') }))).toBe(
      'no-face',
    );
  });

  it('refuses a photo with two faces', async () => {
    const two = await faceImage('two.jpg', 2, 0.6);
    expect(await reason(preparePhotoActor({ inputPath: two, outDir: join(dir, 'two') }))).toBe(
      'several-faces',
    );
    expect(await readdir(join(dir, 'two'))).toEqual([]);
  });

  it('refuses the whole group photo, whose faces are alike in size', async () => {
    expect(
      await reason(preparePhotoActor({ inputPath: samplePhoto(1), outDir: join(dir, 'group') })),
    ).toBe('several-faces');
  });

  it('refuses a face too small to animate', async () => {
    const small = await faceImage('small.jpg', 1, 0.25);
    expect(await reason(preparePhotoActor({ inputPath: small, outDir: join(dir, 'small') }))).toBe(
      'face-too-small',
    );
  });

  it('refuses a face turned to profile', async () => {
    // sample2.jpg's left face looks sideways: its nose tip is outside the cheek outline.
    const crop = { x: 236, y: 0, width: 400, height: 711 };
    expect(
      await reason(
        preparePhotoActor({ inputPath: samplePhoto(2), crop, outDir: join(dir, 'turned') }),
      ),
    ).toBe('face-turned-away');
  });

  it('refuses bad crops and files that are not images', async () => {
    const base = { inputPath: samplePhoto(1), outDir: join(dir, 'bad') };
    for (const crop of [
      { x: 0, y: 0, width: 45, height: 80 },
      { x: 0, y: 0, width: 540, height: 540 },
      { x: -1, y: 0, width: 540, height: 960 },
      { x: 1500, y: 0, width: 540, height: 960 },
      { x: 0, y: Number.NaN, width: 540, height: 960 },
    ]) {
      expect(await reason(preparePhotoActor({ ...base, crop }))).toBe('bad-crop');
    }
    const text = join(dir, 'not-image.jpg');
    await writeFile(text, 'hello');
    expect(await reason(preparePhotoActor({ inputPath: text, outDir: join(dir, 'txt') }))).toBe(
      'not-an-image',
    );
  });
});
