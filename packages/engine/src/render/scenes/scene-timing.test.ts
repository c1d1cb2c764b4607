import { describe, expect, it } from 'vitest';
import { mergeSceneSrt } from './merge-srt.js';
import { fadeKeyFrames, joinOverlaps, sceneTimings } from './scene-timing.js';

describe('scene timing', () => {
  it('overlaps a fade by 0.3 s in whole frames, never more than a short scene can give', () => {
    expect(joinOverlaps([50, 40, 60], 25, false)).toEqual([0, 0]);
    expect(joinOverlaps([50, 40, 60], 25, true)).toEqual([8, 8]);
    // A 10-frame scene keeps at least one frame of its own: 4 frames a side at most.
    expect(joinOverlaps([50, 10, 60], 25, true)).toEqual([4, 4]);
    expect(joinOverlaps([1, 50], 25, true)).toEqual([0]);
  });

  it('starts each scene where the previous ends, less the overlap', () => {
    expect(sceneTimings([50, 40, 60], 25, [8, 8])).toEqual({
      durationSec: (150 - 16) / 25,
      scenes: [
        { index: 0, start: 0, duration: 2 },
        { index: 1, start: 42 / 25, duration: 1.6 },
        { index: 2, start: 74 / 25, duration: 2.4 },
      ],
    });
  });
});

describe('mergeSceneSrt', () => {
  const srt = (...cues: [number, number, string][]) =>
    cues
      .map(
        ([from, to, text], i) =>
          `${i + 1}\n00:00:0${from.toFixed(3).replace('.', ',')} --> 00:00:0${to.toFixed(3).replace('.', ',')}\n${text}\n`,
      )
      .join('\n');

  it('moves cues by their scene start, renumbers them and keeps them inside their scene', () => {
    const { scenes } = sceneTimings([50, 40], 25, [8]);
    const merged = mergeSceneSrt(
      [srt([0.2, 1.0, 'One'], [1.5, 1.9, 'Two']), srt([0.1, 0.5, 'Three'])],
      scenes,
    );
    // Scene 2 starts at 1.68 s: "Two" ends there rather than under scene 2's first caption.
    expect(merged).toBe(
      '1\n00:00:00,200 --> 00:00:01,000\nOne\n\n' +
        '2\n00:00:01,500 --> 00:00:01,680\nTwo\n\n' +
        '3\n00:00:01,780 --> 00:00:02,180\nThree\n',
    );
  });

  it("puts a part's key frames where any fade with any neighbour ends and begins", () => {
    const both = { fadeIn: true, fadeOut: true };
    expect(fadeKeyFrames(40, 25, both)).toEqual([8, 32]);
    expect(fadeKeyFrames(40, 25, { fadeIn: false, fadeOut: true })).toEqual([32]);
    expect(fadeKeyFrames(40, 25, { fadeIn: false, fadeOut: false })).toEqual([]);
    expect(fadeKeyFrames(1, 25, both)).toEqual([]);
    // Whatever the neighbours' lengths, the fades stay within the key frames.
    for (const mine of [3, 10, 17, 40]) {
      const [fadeInEnd, fadeOutStart] = fadeKeyFrames(mine, 25, both);
      for (const other of [1, 3, 10, 40]) {
        const [before, after] = joinOverlaps([other, mine, other], 25, true);
        expect(before).toBeLessThanOrEqual(fadeInEnd);
        expect(mine - after).toBeGreaterThanOrEqual(fadeOutStart);
      }
    }
  });

  it('gives an empty file when no scene has captions', () => {
    expect(mergeSceneSrt(['', ''], sceneTimings([25, 25], 25, [0]).scenes)).toBe('');
  });
});
