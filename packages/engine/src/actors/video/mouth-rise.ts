import type { MouthShape } from '../../render/mouth-shape.js';

/**
 * Most the video actor's mouth opens per second, in `MouthShape.open` units (a full "ah" is 1):
 * closed to wide open takes at least two frames at 25 fps, as lips parting for a vowel do.
 * Followed frame by frame, the loudness-scaled track could open a closed mouth nearly fully for a
 * single frame between two closures (a short loud syllable between /p/ and a consonant): the lower
 * face warped and the dark interior flashed in for 40 ms, the lip-sync gate's jumps in Chinese.
 * Closing is not held back: the lips must seal on /p b m/ in time.
 */
export const maxOpenRisePerSec = 12.5;

/** Frames further apart than this (a still, a seek) start afresh instead of easing. */
const maxFollowSec = 0.1;

/** Bounds how fast the mouth opens between consecutive frames; returns shapes in frame order. */
export function mouthRiseLimiter(): (t: number, mouth: MouthShape) => MouthShape {
  let lastT = Number.NaN;
  let lastOpen = 0;
  return (t, mouth) => {
    const dt = t - lastT;
    const open =
      dt > 0 && dt <= maxFollowSec
        ? Math.min(mouth.open, lastOpen + maxOpenRisePerSec * dt)
        : mouth.open;
    lastT = t;
    lastOpen = open;
    return open === mouth.open ? mouth : { ...mouth, open };
  };
}
