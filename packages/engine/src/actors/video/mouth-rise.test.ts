import { describe, expect, it } from 'vitest';
import { restMouth } from '../../render/mouth-shape.js';
import { visemeShapes } from '../../render/visemes.js';
import { maxOpenRisePerSec, mouthRiseLimiter } from './mouth-rise.js';

const frame = 1 / 25;

describe("the video actor's mouth opening per frame", () => {
  it('opens a closed mouth over two frames and closes it at once', () => {
    const limit = mouthRiseLimiter();
    expect(limit(0, restMouth).open).toBe(0);
    const first = limit(frame, visemeShapes.AA);
    expect(first.open).toBeCloseTo(maxOpenRisePerSec * frame);
    expect(first.open).toBeLessThanOrEqual(0.5);
    // The rest of the shape is the viseme's own.
    expect(first.width).toBe(visemeShapes.AA.width);
    expect(limit(2 * frame, visemeShapes.AA).open).toBe(1);
    expect(limit(3 * frame, visemeShapes.MBP).open).toBe(0);
  });

  it('leaves slow openings and stills alone', () => {
    const limit = mouthRiseLimiter();
    const half = { ...visemeShapes.AA, open: 0.3 };
    limit(0, restMouth);
    expect(limit(frame, half)).toBe(half);
    // The same instant again, or a jump ahead, is a still: shown as asked.
    expect(limit(frame, visemeShapes.AA)).toBe(visemeShapes.AA);
    limit(1, restMouth);
    expect(limit(2, visemeShapes.AA)).toBe(visemeShapes.AA);
  });
});
