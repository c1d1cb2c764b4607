import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { createCaptionOverlay } from './caption-overlay.js';

describe('caption overlay', () => {
  const width = 720;
  const height = 1280;
  const overlay = createCaptionOverlay(
    [{ start: 1, end: 2, text: 'Blended captions look drawn' }],
    width,
    height,
  );
  const background = [40, 120, 200];

  /** The frame as the canvas path draws it, and as the in-memory path blends it. */
  function both(t: number): { drawn: Uint8ClampedArray; blended: Buffer } {
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = `rgb(${background.join(',')})`;
    ctx.fillRect(0, 0, width, height);
    overlay.draw(ctx, t);
    const drawn = ctx.getImageData(0, 0, width, height).data;
    const blended = Buffer.alloc(width * height * 4);
    for (let i = 0; i < blended.length; i += 4) {
      blended.set([...background, 255], i);
    }
    overlay.blend(blended, t);
    return { drawn, blended };
  }

  it('blends a raw frame the way the canvas draws it, fades included', () => {
    for (const t of [1.5, 0.95]) {
      const { drawn, blended } = both(t);
      let changed = 0;
      let worst = 0;
      for (let i = 0; i < drawn.length; i += 4) {
        for (let c = 0; c < 3; c++)
          worst = Math.max(worst, Math.abs(drawn[i + c] - blended[i + c]));
        if (blended[i] !== background[0]) changed++;
      }
      expect(changed).toBeGreaterThan(5000);
      expect(worst).toBeLessThanOrEqual(3);
    }
  });

  it('leaves the frame untouched when no caption is on screen', () => {
    const { blended } = both(5);
    expect(blended.every((v, i) => v === (i % 4 === 3 ? 255 : background[i % 4]))).toBe(true);
  });

  it('scales the caption plate with the frame: 1.5 times as tall at 1080p', () => {
    /** Rows of a frame the plate darkens, drawn over white. */
    const plateRows = (w: number, h: number) => {
      const canvas = createCanvas(w, h);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, w, h);
      createCaptionOverlay([{ start: 0, end: 1, text: 'Sized for the frame' }], w, h).draw(
        ctx,
        0.5,
      );
      const data = ctx.getImageData(0, 0, w, h).data;
      let rows = 0;
      for (let y = 0; y < h; y++) {
        const i = (y * w + Math.floor(w / 2)) * 4;
        if (data[i] < 200) rows++;
      }
      return rows;
    };
    const at720 = plateRows(720, 1280);
    expect(at720).toBeGreaterThan(40);
    expect(Math.abs(plateRows(1080, 1920) - at720 * 1.5)).toBeLessThanOrEqual(3);
    // A landscape frame has the same 720-pixel short side: the same plate height.
    expect(plateRows(1280, 720)).toBe(at720);
  });
});
