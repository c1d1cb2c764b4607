import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cutMouthInterior, drawMouthInterior, type MouthColours } from './mouth-interior.js';

type Pt = [number, number];

/** Inner lips 80 px wide around (100, 100), parted by `gap` px in the middle. */
function lips(gap: number): { upper: Pt[]; lower: Pt[] } {
  const xs = Array.from({ length: 11 }, (_, i) => 60 + i * 8);
  const bulge = (x: number) => Math.sin((Math.PI * (x - 60)) / 80);
  return {
    upper: xs.map((x): Pt => [x, 100 - (gap / 2) * bulge(x)]),
    lower: xs.map((x): Pt => [x, 100 + (gap / 2) * bulge(x)]),
  };
}

const colours: MouthColours = {
  lip: [170, 60, 60],
  cavity: [71, 25, 25],
  cavityDeep: [37, 13, 13],
  tongue: [140, 60, 55],
  teeth: [200, 190, 178],
};

/** The skin-coloured canvas with the interior drawn for a gap; returns its pixels. */
function paint(gap: number, teeth: ReturnType<typeof cutMouthInterior> = null) {
  const canvas = createCanvas(200, 200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'rgb(220,180,150)';
  ctx.fillRect(0, 0, 200, 200);
  drawMouthInterior(ctx, lips(gap), 0.5, 300, colours, teeth);
  return ctx.getImageData(0, 0, 200, 200).data;
}

const at = (data: Uint8ClampedArray, x: number, y: number) => {
  const i = (y * 200 + x) * 4;
  return [data[i], data[i + 1], data[i + 2]];
};

describe('photo mouth interior', () => {
  it('draws no seam for lips parted by under a pixel and fades in with the gap', () => {
    const skin = [220, 180, 150];
    expect(at(paint(0.8), 100, 100)).toEqual(skin);
    // The middle of the gap, under the teeth: darker the wider the mouth (no step at a threshold).
    const darkness = (gap: number) => 220 - at(paint(gap), 100, 100)[0];
    expect(darkness(2)).toBeGreaterThan(0);
    expect(darkness(2)).toBeLessThan(darkness(3.5));
    expect(darkness(3.5)).toBeLessThanOrEqual(darkness(12));
  });

  it('shades the teeth and the cavity in the given colours, not stock white and black', () => {
    const data = paint(24);
    const tooth = at(data, 100, 92);
    expect(Math.abs(tooth[0] - 200)).toBeLessThan(25);
    expect(Math.max(...tooth)).toBeLessThan(235);
    const cavity = at(data, 100, 104);
    expect(cavity[0]).toBeGreaterThan(cavity[1]);
    expect(cavity[0]).toBeLessThan(150);
  });

  it('keeps a picture’s own teeth and passes on lips parted over a dark slit', () => {
    const source = createCanvas(200, 200);
    const ctx = source.getContext('2d');
    ctx.fillStyle = 'rgb(30,10,10)';
    ctx.fillRect(0, 0, 200, 200);
    expect(cutMouthInterior(source, lips(10))).toBeNull();
    ctx.fillStyle = 'rgb(235,230,220)';
    ctx.fillRect(0, 90, 200, 8);
    const sprite = cutMouthInterior(source, lips(10));
    expect(sprite?.teeth[0]).toBeGreaterThan(200);
    // Hung from the upper lip, which moved up from 95 to 88: its white rows now start at 88.
    expect(at(paint(24, sprite), 100, 89)[0]).toBeGreaterThan(180);
  });
});
