import {
  MAX_TALKING_VIDEO_SECONDS,
  MAX_VIDEO_TOTAL_SECONDS,
  SCENE_FADE_SECONDS,
} from '@talkreel/contract';
import type { DraftScene, SceneTransition } from '../../state/draftTypes';

/**
 * Speaking rates of the built-in voices, measured on their espeak-ng voices at speed 1 (issue 27:
 * 21 stock voices, 220-620 character scripts): English, German and Spanish 15.4-19.8 characters a
 * second, Mandarin 3.6-4.2 Han characters a second. The slower end is taken, so an estimate errs
 * long rather than promising a video the server then refuses.
 */
const LATIN_CHARS_PER_SECOND = 16;
const HAN_CHARS_PER_SECOND = 3.8;
const HAN = /\p{Script=Han}/u;

/** The speed the engine speaks at: 0 or nothing is normal speed, else clamped to 0.5-2. */
export const spokenSpeed = (speed: number | undefined) =>
  speed === undefined || !Number.isFinite(speed) || speed <= 0
    ? 1
    : Math.min(2, Math.max(0.5, speed));

/** Estimated seconds a script is spoken for at a speed (the server measures the real speech). */
export function estimateSpeechSeconds(text: string, speed = 1): number {
  let han = 0;
  let other = 0;
  for (const ch of text.trim()) {
    if (HAN.test(ch)) han++;
    else other++;
  }
  return (han / HAN_CHARS_PER_SECOND + other / LATIN_CHARS_PER_SECOND) / spokenSpeed(speed);
}

export const sceneSeconds = (scene: Pick<DraftScene, 'text' | 'actor'>) =>
  estimateSpeechSeconds(scene.text, scene.actor?.playbackRate);

export interface ScenesLength {
  /** Each scene's estimate, in the list's order. */
  scenes: number[];
  /** The whole video: a fade overlaps neighbours by SCENE_FADE_SECONDS. */
  total: number;
  /** Scene indexes whose speech would pass the 2-minute scene limit. */
  tooLong: number[];
  /** The whole video would pass the 10-minute limit. */
  overTotal: boolean;
}

export function scenesLength(
  scenes: DraftScene[],
  transition: SceneTransition = 'cut',
): ScenesLength {
  const each = scenes.map(sceneSeconds);
  const joins = transition === 'fade' ? Math.max(0, scenes.length - 1) : 0;
  const total = Math.max(0, each.reduce((a, b) => a + b, 0) - joins * SCENE_FADE_SECONDS);
  return {
    scenes: each,
    total,
    tooLong: each.flatMap((s, i) => (s > MAX_TALKING_VIDEO_SECONDS ? [i] : [])),
    overTotal: total > MAX_VIDEO_TOTAL_SECONDS,
  };
}

/** "0:45", "12:05": minutes and seconds, rounded up so a length is never understated. */
export function lengthLabel(seconds: number): string {
  const whole = Math.ceil(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
