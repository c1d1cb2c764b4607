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
  return frames
    .slice(1)
    .map((next, j) => (fade ? Math.max(0, Math.min(fadeFrames(frames[j], fps), room(next))) : 0));
}

/** Frames of a scene of `frames` frames a join may take: half of them less one. */
const room = (frames: number) => Math.floor((frames - 1) / 2);

/** The most frames a cross-fade takes of a scene of `frames` frames, whatever its neighbour. */
const fadeFrames = (frames: number, fps: number) =>
  Math.min(Math.round(sceneFadeSec * fps), room(frames));

/**
 * The frames a scene's part should make key frames of when it is cross-faded with the scene
 * before (`fadeIn`) and after (`fadeOut`): the first frame after the fade in and the first frame
 * of the fade out. A join cuts parts only at key frames, so with these it re-encodes just the
 * faded frames and copies the rest. A shorter neighbour only shortens the fade, which then still
 * lies within these frames (the join re-encodes the few frames between).
 */
export function fadeKeyFrames(
  frames: number,
  fps: number,
  fades: { fadeIn: boolean; fadeOut: boolean },
): number[] {
  const fade = fadeFrames(frames, fps);
  const keys = [];
  if (fades.fadeIn && fade > 0) keys.push(fade);
  if (fades.fadeOut && fade > 0) keys.push(frames - fade);
  return keys;
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
