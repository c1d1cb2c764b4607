import { describe, expect, it } from 'vitest';
import { upscaleAlpha } from './upscale-alpha.js';

describe('upscaleAlpha', () => {
  it('doubles a plane with pixel centres aligned and edges held', () => {
    // Left column person, right column room.
    const out = upscaleAlpha(new Float32Array([1, 0, 1, 0]), 2, 2, 4, 4);
    expect(Array.from(out.subarray(0, 4))).toEqual([1, 0.75, 0.25, 0]);
    expect(Array.from(out.subarray(12, 16))).toEqual([1, 0.75, 0.25, 0]);
  });

  it('hands back a plane already of the size asked for', () => {
    const alpha = new Float32Array([0.5, 1]);
    expect(upscaleAlpha(alpha, 2, 1, 2, 1)).toBe(alpha);
  });
});
