import { describe, expect, it } from 'vitest';
import { createIdleMotion, idlePoseBounds } from './idle-motion.js';

describe('idle motion bounds', () => {
  it('no pose strays past idlePoseBounds, whatever the speech energy, and the bounds are reached closely', () => {
    const fps = 25;
    const durationSec = 240;
    const frames = durationSec * fps;
    // Energy jumping between silence and full voice, so the energy-driven terms hit their extremes.
    const energy = new Float32Array(frames).map((_, i) => (Math.floor(i / 7) % 2 ? 1 : 0));
    const b = idlePoseBounds;
    const seen = { headX: 0, headYMin: 0, headYMax: 0, headRoll: 0, breath: 0 };
    for (const seed of [1, 77, 4242]) {
      const idle = createIdleMotion({ seed, durationSec, energy, fps });
      for (let f = 0; f < frames; f++) {
        const p = idle(f / fps);
        expect(Math.abs(p.headX)).toBeLessThanOrEqual(b.headX);
        expect(p.headY).toBeGreaterThanOrEqual(b.headYMin);
        expect(p.headY).toBeLessThanOrEqual(b.headYMax);
        expect(Math.abs(p.headRoll)).toBeLessThanOrEqual(b.headRoll);
        expect(Math.abs(p.breath)).toBeLessThanOrEqual(b.breath);
        seen.headX = Math.max(seen.headX, Math.abs(p.headX));
        seen.headYMin = Math.min(seen.headYMin, p.headY);
        seen.headYMax = Math.max(seen.headYMax, p.headY);
        seen.headRoll = Math.max(seen.headRoll, Math.abs(p.headRoll));
        seen.breath = Math.max(seen.breath, Math.abs(p.breath));
      }
    }
    // Tight bounds keep the redrawn part of a frame small.
    expect(seen.headX).toBeGreaterThan(b.headX * 0.8);
    expect(seen.headYMin).toBeLessThan(b.headYMin * 0.7);
    expect(seen.headYMax).toBeGreaterThan(b.headYMax * 0.7);
    expect(seen.headRoll).toBeGreaterThan(b.headRoll * 0.7);
    expect(seen.breath).toBeGreaterThan(b.breath * 0.99);
  });
});
