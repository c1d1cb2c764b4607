import { describe, expect, it } from 'vitest';
import { TEST_TIME_SCALE, testTime, timeScale } from './test-time';

describe('TEST_TIME_SCALE', () => {
  it('is 1 unless set, a positive factor when set, and refused when it is not a positive number', () => {
    expect(timeScale(undefined)).toBe(1);
    expect(timeScale(' ')).toBe(1);
    expect(timeScale('3')).toBe(3);
    expect(timeScale('2.5')).toBe(2.5);
    for (const bad of ['abc', '0', '-2', 'Infinity'])
      expect(() => timeScale(bad), bad).toThrow(/TEST_TIME_SCALE must be a positive number/);
  });

  it('multiplies a limit by the scale this run was started with', () => {
    expect(TEST_TIME_SCALE).toBe(timeScale(process.env.TEST_TIME_SCALE));
    expect(testTime(60_000)).toBe(Math.round(60_000 * TEST_TIME_SCALE));
  });
});
