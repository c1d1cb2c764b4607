import { MAX_VIDEO_TOTAL_SECONDS, SCENE_FADE_SECONDS } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { sceneOf } from '../../state/draftScenes';
import type { DraftActor } from '../../state/draftTypes';
import { estimateSpeechSeconds, lengthLabel, scenesLength } from './sceneLength';

const speaking = (playbackRate: number) => ({ playbackRate }) as DraftActor;
const latin = (chars: number) => 'a'.repeat(chars);
const han = (chars: number) => '字'.repeat(chars);

describe('estimated length of scenes (issue 27)', () => {
  it('reads Latin scripts at 16 characters a second and Han at 3.8, scaled by the speed', () => {
    expect(estimateSpeechSeconds(latin(160))).toBe(10);
    expect(estimateSpeechSeconds(han(38))).toBeCloseTo(10);
    expect(estimateSpeechSeconds(`${latin(16)}${han(38)}`)).toBeCloseTo(11);
    expect(estimateSpeechSeconds(latin(160), 2)).toBe(5);
    // 0 is "not set" (normal speed); the engine never speaks slower than half speed.
    expect(estimateSpeechSeconds(latin(160), 0)).toBe(10);
    expect(estimateSpeechSeconds(latin(160), 0.1)).toBe(20);
  });

  it('sums the scenes; a fade overlaps each join; flags a scene over 2 minutes and a total over 10', () => {
    const scenes = [sceneOf(latin(800), speaking(1)), sceneOf(latin(800), speaking(0.5))];
    expect(scenesLength(scenes, 'cut')).toMatchObject({
      scenes: [50, 100],
      total: 150,
      tooLong: [],
      overTotal: false,
    });
    expect(scenesLength(scenes, 'fade').total).toBeCloseTo(150 - SCENE_FADE_SECONDS);

    const chinese = sceneOf(han(500), speaking(1));
    expect(scenesLength([scenes[0], chinese]).tooLong).toEqual([1]);

    // Seven full scripts at 0.8x: each under 2 minutes, together over 10.
    const long = Array.from({ length: 7 }, () => sceneOf(latin(1500), speaking(0.8)));
    const length = scenesLength(long);
    expect(length.tooLong).toEqual([]);
    expect(length.total).toBeGreaterThan(MAX_VIDEO_TOTAL_SECONDS);
    expect(length.overTotal).toBe(true);
  });

  it('says a length in minutes and seconds, rounded up', () => {
    expect(lengthLabel(0)).toBe('0:00');
    expect(lengthLabel(59.2)).toBe('1:00');
    expect(lengthLabel(600)).toBe('10:00');
    expect(lengthLabel(62)).toBe('1:02');
  });
});
