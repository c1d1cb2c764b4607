import { describe, expect, it } from 'vitest';
import {
  actorBox,
  BUBBLE_OBJECT_POSITION,
  captionPreviewPx,
  logoPlacement,
  previewSize,
} from './framePlacement';

/** Shares back to pixels of the 720p frame, to read the expectations as the engine's figures. */
const px = (box: ReturnType<typeof actorBox>, w: number, h: number) => ({
  x: Math.round(box.left * w * 10) / 10,
  y: Math.round(box.top * h * 10) / 10,
  width: Math.round(box.width * w * 10) / 10,
  height: Math.round(box.height * h * 10) / 10,
});

describe('the preview places the actor as the render does (engine render/layout.ts)', () => {
  it('full frame: the whole 9:16 frame, or the picture fitted whole and centred', () => {
    expect(actorBox('9:16', 'full', 0.5)).toEqual({ left: 0, top: 0, width: 1, height: 1 });
    expect(px(actorBox('16:9', 'full', 1), 1280, 720)).toEqual({
      x: 437.5,
      y: 0,
      width: 405,
      height: 720,
    });
    expect(px(actorBox('4:5', 'full', 1), 720, 900)).toEqual({
      x: 106.9,
      y: 0,
      width: 506.3,
      height: 900,
    });
  });

  it('left, centre and right stand on the bottom edge at the scale, 4 % of the width from the side', () => {
    expect(px(actorBox('16:9', 'left', 0.5), 1280, 720)).toEqual({
      x: 51.2,
      y: 360,
      width: 202.5,
      height: 360,
    });
    expect(px(actorBox('16:9', 'right', 0.5), 1280, 720)).toEqual({
      x: 1026.3,
      y: 360,
      width: 202.5,
      height: 360,
    });
    expect(px(actorBox('16:9', 'center', 0.5), 1280, 720).x).toBe(538.8);
    // A frame too narrow for the margin keeps the actor centred rather than pushed off it.
    expect(px(actorBox('9:16', 'left', 1), 720, 1280).x).toBe(0);
  });

  it('the bubble sits in the bottom-right corner, half the short side across at 100 %', () => {
    expect(px(actorBox('16:9', 'circle', 1), 1280, 720)).toEqual({
      x: 884,
      y: 324,
      width: 360,
      height: 360,
    });
    expect(px(actorBox('9:16', 'circle', 0.4), 720, 1280)).toEqual({
      x: 540,
      y: 1100,
      width: 144,
      height: 144,
    });
    // Head and shoulders: the square of the picture centred on the eyes at 41 % of its height.
    expect(BUBBLE_OBJECT_POSITION).toBe('50% 29.4%');
  });

  it('places the logo in its corner 4 % of the short side in, at its share of the width', () => {
    expect(logoPlacement('16:9', 'bottom-left', 0.2)).toEqual({
      x: 'left',
      y: 'bottom',
      dx: 28.8 / 1280,
      dy: 28.8 / 720,
      width: 0.2,
    });
    expect(logoPlacement('9:16', 'top-right', 0.1)).toMatchObject({ x: 'right', y: 'top' });
  });

  it('sizes the preview to the format inside its box, and captions with it', () => {
    expect(previewSize('16:9', { width: 300, height: 300 })).toEqual({ width: 300, height: 169 });
    expect(previewSize('9:16', { width: 300, height: 300 })).toEqual({ width: 169, height: 300 });
    expect(previewSize('4:5', { width: 300, height: 300 })).toEqual({ width: 240, height: 300 });
    // The style's size is of a 720-pixel short side: 44 px there is 22 px on a 360 px preview.
    expect(captionPreviewPx(44, 360)).toBe(22);
  });
});
