/** Where each scene sits in the joined video (seconds). `index` counts from 0. */
export interface SceneTiming {
  index: number;
  start: number;
  duration: number;
}

/** The cross-fade's nominal length (the contract's SCENE_FADE_SECONDS). */
export const sceneFadeSec = 0.3;

/**
 * Frames each join overlaps: none for a cut; for a fade 0.3 s rounded to whole frames (8 at
 * 25 fps, 0.32 s), so every scene starts on a frame and its sound stays with its pictures. A join
 * never takes more than half of a scene's frames less one, so each scene shows a frame of its own.
 */
export function joinOverlaps(frames: number[], fps: number, fade: boolean): number[] {
  const nominal = Math.round(sceneFadeSec * fps);
  return frames.slice(1).map((next, j) => {
    if (!fade) return 0;
    const room = (n: number) => Math.floor((n - 1) / 2);
    return Math.max(0, Math.min(nominal, room(frames[j]), room(next)));
  });
}

/** Each scene's start and length in the joined video, and the video's length. */
export function sceneTimings(
  frames: number[],
  fps: number,
  overlaps: number[],
): { durationSec: number; scenes: SceneTiming[] } {
  const scenes: SceneTiming[] = [];
  let startFrame = 0;
  frames.forEach((count, index) => {
    scenes.push({ index, start: startFrame / fps, duration: count / fps });
    startFrame += count - (overlaps[index] ?? 0);
  });
  return { durationSec: startFrame / fps, scenes };
}
