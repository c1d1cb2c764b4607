import { describe, expect, it } from 'vitest';
import {
  centredView,
  clampView,
  MAX_ZOOM,
  outputSide,
  sourceSquare,
  zoomAround,
} from './cropGeometry';

const BOX = 400;

/** Equal up to floating-point rounding. */
const near = (actual: Record<string, number>, expected: Record<string, number>) => {
  for (const [k, v] of Object.entries(expected)) expect(actual[k], k).toBeCloseTo(v, 6);
};
const wide = { width: 1600, height: 900 };
const tall = { width: 600, height: 1000 };

describe('avatar crop geometry (400 px box, output at the natural short side)', () => {
  it('outputs a square as wide as the natural short side', () => {
    expect(outputSide(wide)).toBe(900);
    expect(outputSide(tall)).toBe(600);
  });

  it('starts centred at zoom 1, showing the whole short side', () => {
    const view = centredView(wide, BOX);
    near(sourceSquare(wide, BOX, view), { sx: 350, sy: 0, side: 900 });
    const portrait = centredView(tall, BOX);
    near(sourceSquare(tall, BOX, portrait), { sx: 0, sy: 200, side: 600 });
  });

  it('zooming in keeps the centre and shows a smaller square', () => {
    const view = zoomAround(wide, BOX, centredView(wide, BOX), 2);
    const square = sourceSquare(wide, BOX, view);
    expect(square.side).toBeCloseTo(450);
    expect(square.sx + square.side / 2).toBeCloseTo(800);
    expect(square.sy + square.side / 2).toBeCloseTo(450);
  });

  it('keeps the point under the pointer still while zooming', () => {
    const start = centredView(wide, BOX);
    const anchor = { x: 100, y: 100 };
    const before = sourceSquare(wide, BOX, start);
    const view = zoomAround(wide, BOX, start, 1.5, anchor);
    const after = sourceSquare(wide, BOX, view);
    const under = (sq: typeof before) => ({
      x: sq.sx + (anchor.x / BOX) * sq.side,
      y: sq.sy + (anchor.y / BOX) * sq.side,
    });
    expect(under(after).x).toBeCloseTo(under(before).x);
    expect(under(after).y).toBeCloseTo(under(before).y);
  });

  it('never lets the box leave the picture nor the zoom leave 1…4', () => {
    const dragged = clampView(wide, BOX, { zoom: 1, x: 500, y: -300 });
    expect(dragged).toEqual({ zoom: 1, x: 0, y: 0 });
    const far = clampView(wide, BOX, { zoom: 1, x: -5000, y: 0 });
    near(sourceSquare(wide, BOX, far), { sx: 700, sy: 0, side: 900 });
    expect(clampView(wide, BOX, { zoom: 10, x: 0, y: 0 }).zoom).toBe(MAX_ZOOM);
    expect(clampView(wide, BOX, { zoom: 0.2, x: 0, y: 0 }).zoom).toBe(1);
  });
});
