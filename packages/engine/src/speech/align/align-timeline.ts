import type { SpeechResult, SpeechTimeline } from '../../timeline';
import type { PcmAudio } from '../wav';
import { warpPath } from './dtw';
import { mfcc } from './mfcc';

/**
 * Carries a reference timeline (the script spoken by espeak, whose word and phoneme times are
 * known) over to other audio of the same script, such as a cloud provider's rendition: both are
 * turned into MFCC frames, dynamic time warping finds which moments correspond, and every
 * boundary is moved along that warp.
 */
export function alignTimeline(reference: SpeechResult, target: PcmAudio): SpeechTimeline {
  const duration = target.samples.length / target.sampleRate;
  // Compare only frequencies both recordings contain.
  const maxFrequency = Math.min(
    7600,
    0.95 * (Math.min(reference.sampleRate, target.sampleRate) / 2),
  );
  const referenceFrames = mfcc(reference, { maxFrequency });
  const targetFrames = mfcc(target, { maxFrequency });
  const path = warpPath(referenceFrames, targetFrames);

  // For each reference frame, the middle of the target frames matched to it.
  const mapped = new Float64Array(referenceFrames.count);
  const first = new Int32Array(referenceFrames.count).fill(-1);
  for (let k = 0; k < path.a.length; k++) {
    const row = path.a[k];
    if (first[row] < 0) first[row] = path.b[k];
    mapped[row] = (first[row] + path.b[k]) / 2;
  }
  const hop = referenceFrames.hop;
  const toTarget = (time: number): number => {
    const position = Math.min(Math.max(time / hop, 0), referenceFrames.count - 1);
    const below = Math.floor(position);
    const above = Math.min(below + 1, referenceFrames.count - 1);
    const frame = mapped[below] + (mapped[above] - mapped[below]) * (position - below);
    // Boundaries past the last frame (the tail shorter than a hop) keep their distance to the end.
    const beyond = Math.max(0, time / hop - (referenceFrames.count - 1));
    return Math.min(duration, (frame + beyond) * targetFrames.hop);
  };

  const move = <T extends { start: number; end: number }>(items: T[]): T[] => {
    let previousEnd = 0;
    return items.map((item) => {
      const start = Math.max(previousEnd, toTarget(item.start));
      const end = Math.max(start, toTarget(item.end));
      previousEnd = end;
      return { ...item, start, end };
    });
  };
  return {
    duration,
    words: move(reference.timeline.words),
    phonemes: move(reference.timeline.phonemes),
  };
}
