import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorSpec } from '../actors/actor-spec.js';
import { findStockActor } from '../actors/stock-actors.js';
import { compressedSize, frameSize } from './frame-format.js';
import {
  colorDistance,
  extractFrame,
  formatCases,
  patchColor,
  renderedSizes,
  renderShortClip,
} from './test-support.js';

let dir: string;
let actor: ActorSpec;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-formats-'));
  const stock = findStockActor('david-office');
  if (!stock) throw new Error('stock actor missing');
  actor = { kind: 'illustrated', params: stock.params };
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('frame sizes', () => {
  it('gives each format its size at 720p and 1080p, and a compressed size of the same aspect', () => {
    const table = (resolution: '720p' | '1080p') =>
      (['9:16', '16:9', '1:1', '4:5'] as const).map((f) => frameSize(f, resolution));
    expect(frameSize()).toEqual({ width: 720, height: 1280 });
    expect(table('720p')).toEqual([
      { width: 720, height: 1280 },
      { width: 1280, height: 720 },
      { width: 720, height: 720 },
      { width: 720, height: 900 },
    ]);
    expect(table('1080p')).toEqual([
      { width: 1080, height: 1920 },
      { width: 1920, height: 1080 },
      { width: 1080, height: 1080 },
      { width: 1080, height: 1350 },
    ]);
    expect(table('1080p').map(compressedSize)).toEqual([
      { width: 360, height: 640 },
      { width: 640, height: 360 },
      { width: 360, height: 360 },
      { width: 360, height: 450 },
    ]);
  });
});

describe('illustrated actor in every format', () => {
  it.each(formatCases(false))('renders $format at $resolution', async (c) => {
    const sizes = await renderedSizes(actor, dir, c);
    expect(sizes.video).toEqual(sizes.expected);
    expect(sizes.poster).toEqual(sizes.expected);
    expect(sizes.compressed).toEqual(compressedSize(sizes.expected));
  });
});

describe('backgrounds', () => {
  it('fills the frame around the actor with the chosen colour', async () => {
    const color = '#1e90ff';
    const out = await renderShortClip(actor, dir, 'color', {
      background: { type: 'color', value: color },
    });
    const frame = await extractFrame(out.video, 0.2);
    expect(frame.height).toBe(1280);
    // The top corners (the shoulders reach the bottom ones).
    expect(colorDistance(patchColor(frame, 0, 0), color)).toBeLessThan(8);
    expect(colorDistance(patchColor(frame, 712, 0), color)).toBeLessThan(8);
  });

  it('runs a gradient from its first colour at the top to its second at the bottom', async () => {
    const [top, bottom] = ['#ff6a00', '#2a0a6e'];
    const out = await renderShortClip(actor, dir, 'gradient', {
      format: '16:9',
      background: { type: 'gradient', value: [top, bottom] },
    });
    const frame = await extractFrame(out.video, 0.2, 1280);
    expect(frame.height).toBe(720);
    // The actor stands in the middle; the left and right edges are background.
    for (const x of [0, 1272]) {
      expect(colorDistance(patchColor(frame, x, 0, 4), top)).toBeLessThan(10);
      expect(colorDistance(patchColor(frame, x, 716, 4), bottom)).toBeLessThan(10);
    }
  });

  it('crops an image to fill the frame behind the actor', async () => {
    // A 4:3 picture of four coloured quarters: in a 1:1 frame its sides are cropped, the quarters stay.
    const quarters = { tl: '#e0201c', tr: '#1ca83c', bl: '#2040d0', br: '#f0d020' };
    const canvas = createCanvas(400, 300);
    const ctx = canvas.getContext('2d');
    const paint = (fill: string, x: number, y: number) => {
      ctx.fillStyle = fill;
      ctx.fillRect(x, y, 200, 150);
    };
    paint(quarters.tl, 0, 0);
    paint(quarters.tr, 200, 0);
    paint(quarters.bl, 0, 150);
    paint(quarters.br, 200, 150);
    const image = join(dir, 'quarters.png');
    await writeFile(image, await canvas.encode('png'));
    const out = await renderShortClip(actor, dir, 'image', {
      format: '1:1',
      background: { type: 'image', value: image },
    });
    const frame = await extractFrame(out.video, 0.2, 720);
    expect(frame.height).toBe(720);
    expect(colorDistance(patchColor(frame, 2, 2), quarters.tl)).toBeLessThan(12);
    expect(colorDistance(patchColor(frame, 710, 2), quarters.tr)).toBeLessThan(12);
    expect(colorDistance(patchColor(frame, 2, 710), quarters.bl)).toBeLessThan(12);
    expect(colorDistance(patchColor(frame, 710, 710), quarters.br)).toBeLessThan(12);
  });

  it('refuses a colour that is not #RRGGBB', async () => {
    await expect(
      renderShortClip(actor, dir, 'bad', { background: { type: 'color', value: 'blue' } }),
    ).rejects.toThrow(/#RRGGBB/);
  });
});
