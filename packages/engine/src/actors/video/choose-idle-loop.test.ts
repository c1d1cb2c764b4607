import { describe, expect, it } from 'vitest';
import { chooseIdleLoop, pingPongFrames } from './choose-idle-loop.js';
import { fitVideoCrop, wholeFrame } from './video-crop.js';

describe('chooseIdleLoop', () => {
  it('picks the window where the mouth rests, not where it is closed but twitching', () => {
    const opening = new Float64Array(60);
    for (let f = 0; f < 20; f++) opening[f] = 0.05 + 0.03 * Math.sin(f); // speaking
    for (let f = 20; f < 40; f++) opening[f] = f % 2 ? 0.02 : 0; // closed, twitching
    for (let f = 40; f < 60; f++) opening[f] = 0.012; // resting, a little parted
    expect(chooseIdleLoop(opening, 20)).toEqual({ inFrame: 40, outFrame: 59 });
  });

  it('never includes frames where the face was not tracked', () => {
    const opening = new Float64Array(30).fill(0.01);
    opening[12] = Number.NaN;
    const loop = chooseIdleLoop(opening, 15);
    expect(loop).toEqual({ inFrame: 13, outFrame: 27 });
    expect(chooseIdleLoop(Float64Array.from([0, Number.NaN, 0]), 3)).toBeNull();
  });

  it('plays forward then back without repeating either end', () => {
    expect(pingPongFrames(5, 8)).toEqual([5, 6, 7, 8, 7, 6]);
  });
});

describe('fitVideoCrop', () => {
  it('cuts the largest centred 9:16 box with even sides from the four points', () => {
    const rect = fitVideoCrop(
      {
        points: [
          [100, 50],
          [700, 50],
          [700, 1050],
          [100, 1050],
        ],
      },
      1920,
      1080,
      360,
    );
    expect(rect).toEqual({ x: 119, y: 50, width: 562, height: 1000 });
  });

  it('fits the whole frame (no crop sent) to the widest 9:16 box in its middle', () => {
    expect(fitVideoCrop(wholeFrame(1920, 1080), 1920, 1080, 360)).toEqual({
      x: 657,
      y: 0,
      width: 606,
      height: 1080,
    });
  });
});
