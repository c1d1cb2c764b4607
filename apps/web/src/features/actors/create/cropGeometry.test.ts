import { describe, expect, it } from 'vitest';
import {
  type CropBox,
  initialBox,
  minPhotoBoxWidth,
  moveBox,
  resizeBox,
  scaleBox,
  toPhotoCrop,
  toVideoPoints,
} from './cropGeometry';

const wide = { width: 1600, height: 900 };
const tall = { width: 1080, height: 1920 };
const inside = (b: CropBox, s: { width: number; height: number }) =>
  b.x >= 0 && b.y >= 0 && b.x + b.width <= s.width + 1e-9 && b.y + b.height <= s.height + 1e-9;
const ratio = (b: CropBox) => b.width / b.height;

describe('actor crop geometry (9:16, min width, inside the picture)', () => {
  it('starts with the largest 9:16 box, centred across', () => {
    expect(initialBox(tall)).toEqual({ x: 0, y: 0, width: 1080, height: 1920 });
    const box = initialBox(wide) as CropBox;
    expect(box.height).toBe(900);
    expect(ratio(box)).toBeCloseTo(9 / 16, 9);
    expect(box.x).toBeCloseTo((1600 - 506.25) / 2, 9);
  });

  it('refuses a picture that cannot hold a 50 px wide 9:16 box', () => {
    expect(initialBox({ width: 40, height: 400 })).toBeNull();
    expect(initialBox({ width: 400, height: 80 })).toBeNull();
    expect(initialBox({ width: 50, height: 89 })).not.toBeNull();
  });

  it('moves only as far as the edges', () => {
    const box = initialBox(wide) as CropBox;
    expect(moveBox(box, -5000, -10, wide)).toMatchObject({ x: 0, y: 0 });
    const right = moveBox(box, 5000, 0, wide);
    expect(right.x + right.width).toBe(1600);
  });

  it('resizes from a corner keeping 9:16, the opposite corner still, never under the minimum', () => {
    const box = { x: 400, y: 100, width: 360, height: 640 };
    const grown = resizeBox(box, 'se', { x: 900, y: 700 }, wide);
    expect(grown).toMatchObject({ x: 400, y: 100 });
    expect(ratio(grown)).toBeCloseTo(9 / 16, 9);
    expect(inside(grown, wide)).toBe(true);
    // Dragged past the bottom: stops at it.
    expect(grown.y + grown.height).toBeCloseTo(900, 9);

    const shrunk = resizeBox(box, 'nw', { x: 755, y: 735 }, wide);
    expect(shrunk.width).toBe(50);
    expect(shrunk.x + shrunk.width).toBe(760);
    expect(shrunk.y + shrunk.height).toBeCloseTo(740, 9);
    expect(resizeBox(box, 'ne', { x: 400, y: 740 }, wide, 120).width).toBe(120);
  });

  it('scales around the centre within the picture', () => {
    const box = initialBox(wide) as CropBox;
    const small = scaleBox(box, -10_000, wide);
    expect(small.width).toBe(50);
    const big = scaleBox(small, 10_000, wide);
    expect(big.width).toBeCloseTo(506.25, 9);
    expect(inside(big, wide)).toBe(true);
  });

  it('the least width is 50 picture pixels, and 50 screen pixels when the picture is shown small', () => {
    expect(minPhotoBoxWidth(wide, 1)).toBe(50);
    expect(minPhotoBoxWidth(wide, 0.25)).toBe(200);
    // Never more than the picture holds.
    expect(minPhotoBoxWidth({ width: 2000, height: 160 }, 0.1)).toBe(90);
  });

  it('sends whole pixels inside the picture, and a video frame as its 4 corners', () => {
    const crop = toPhotoCrop({ x: 10.7, y: 0.2, width: 506.25, height: 900 }, wide);
    expect(crop).toEqual({ x: 10, y: 0, width: 506, height: 900 });
    expect(
      toVideoPoints({ x: 656.25, y: 0, width: 607.5, height: 1080 }, { width: 1920, height: 1080 }),
    ).toEqual([
      [656, 0],
      [1263, 0],
      [1263, 1079],
      [656, 1079],
    ]);
  });
});
