import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorSpec } from '../actors/actor-spec.js';
import { findStockActor } from '../actors/stock-actors.js';
import { extractFrame, patchColor, renderShortClip } from '../render/test-support.js';
import {
  drawStockBackground,
  renderStockBackgroundThumbnail,
  stockBackgrounds,
} from './stock-backgrounds.js';

/** Draws a background and returns its pixels (RGBA). */
function draw(id: string, width: number, height: number): Uint8ClampedArray {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d', { alpha: false });
  drawStockBackground(ctx, id, width, height);
  return ctx.getImageData(0, 0, width, height).data;
}

/** A 4×4 grid of mean colours: a small signature of the picture's layout and palette. */
function signature(px: Uint8ClampedArray, width: number, height: number): number[] {
  const out: number[] = [];
  for (let gy = 0; gy < 4; gy++) {
    for (let gx = 0; gx < 4; gx++) {
      const sum = [0, 0, 0];
      let n = 0;
      for (let y = Math.floor((gy * height) / 4); y < ((gy + 1) * height) / 4; y += 4) {
        for (let x = Math.floor((gx * width) / 4); x < ((gx + 1) * width) / 4; x += 4) {
          const i = (y * width + x) * 4;
          for (let c = 0; c < 3; c++) sum[c] += px[i + c];
          n++;
        }
      }
      out.push(...sum.map((v) => v / n));
    }
  }
  return out;
}

const distance = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - b[i])));

describe('stock backgrounds', () => {
  it('ships at least 12, each with an id, an English name and dominant colours', () => {
    expect(stockBackgrounds.length).toBeGreaterThanOrEqual(12);
    expect(new Set(stockBackgrounds.map((b) => b.id)).size).toBe(stockBackgrounds.length);
    for (const b of stockBackgrounds) {
      expect(b.id).toMatch(/^[a-z][a-z-]*$/);
      expect(b.name.length).toBeGreaterThan(0);
      expect(b.colors.length).toBeGreaterThan(0);
      for (const c of b.colors) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('draws every background at 720×1280 and 1920×1080, distinct from each other and deterministic', () => {
    const signatures = new Map<string, number[]>();
    for (const { id } of stockBackgrounds) {
      const tall = draw(id, 720, 1280);
      const wide = draw(id, 1920, 1080);
      // Opaque over the whole frame: no transparent or unpainted corner.
      for (const [px, w, h] of [
        [tall, 720, 1280],
        [wide, 1920, 1080],
      ] as const) {
        for (const i of [0, (w - 1) * 4, (h - 1) * w * 4, (h * w - 1) * 4])
          expect(px[i + 3]).toBe(255);
      }
      signatures.set(id, signature(tall, 720, 1280));
      // Deterministic: the same id gives the same pixels, every one of them (at a small size).
      expect(Buffer.from(draw(id, 180, 320)).equals(Buffer.from(draw(id, 180, 320)))).toBe(true);
    }
    const ids = [...signatures.keys()];
    for (let a = 0; a < ids.length; a++) {
      for (let b = a + 1; b < ids.length; b++) {
        const d = distance(signatures.get(ids[a]) ?? [], signatures.get(ids[b]) ?? []);
        expect(d, `${ids[a]} vs ${ids[b]}`).toBeGreaterThan(20);
      }
    }
  });

  it('makes a JPEG thumbnail of the asked size', async () => {
    const jpeg = renderStockBackgroundThumbnail('sunset', 160, 90);
    expect(jpeg.subarray(0, 2).toString('hex')).toBe('ffd8');
    const image = await loadImage(jpeg);
    expect([image.width, image.height]).toEqual([160, 90]);
  });

  it('refuses an unknown id', () => {
    expect(() => renderStockBackgroundThumbnail('no-such-background', 16, 16)).toThrow(
      /Unknown stock background/,
    );
  });
});

describe('a stock background behind a talking actor', () => {
  let dir: string;
  let actor: ActorSpec;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'talkreel-stock-bg-'));
    const stock = findStockActor('david-office');
    if (!stock) throw new Error('stock actor missing');
    actor = { kind: 'illustrated', params: stock.params };
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('shows the background in the corners of the frame', async () => {
    const out = await renderShortClip(actor, dir, 'warm-wall', {
      format: '16:9',
      background: { type: 'stock', value: 'warm-wall' },
    });
    const frame = await extractFrame(out.video, 0.2, 1280);
    const expected = draw('warm-wall', 1280, 720);
    // Top corners, each compared with the same patch of the background drawn on its own.
    for (const [x, y] of [
      [8, 8],
      [1264, 8],
    ] as const) {
      const got = patchColor(frame, x, y);
      const want = [0, 1, 2].map((c) => {
        let sum = 0;
        for (let yy = y; yy < y + 8; yy++)
          for (let xx = x; xx < x + 8; xx++) sum += expected[(yy * 1280 + xx) * 4 + c];
        return sum / 64;
      });
      expect(Math.max(...got.map((v, c) => Math.abs(v - want[c])))).toBeLessThan(10);
    }
  });

  it('refuses an unknown stock id before writing anything', async () => {
    await expect(
      renderShortClip(actor, dir, 'unknown', { background: { type: 'stock', value: 'beach' } }),
    ).rejects.toThrow(/Unknown stock background beach/);
    expect(existsSync(join(dir, 'unknown.srt'))).toBe(false);
    expect(existsSync(join(dir, 'unknown.mp4'))).toBe(false);
  });
});
