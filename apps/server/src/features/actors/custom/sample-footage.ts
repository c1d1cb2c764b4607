import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ffmpegPath } from '@talkreel/engine';

const run = promisify(execFile);

/** Frames kept per second of footage: the engine then looks at one every 5 s of the video. */
export const SAMPLED_FPS = 1;

/**
 * A time-lapse of `input` at its own size: one frame per second of the video, played at 25 fps,
 * so the engine's face tracking (which looks at every 5th frame and refuses footage where too
 * many have no usable face) sees the whole length in a few dozen detections instead of
 * normalising and tracking minutes of video at the Verify step.
 */
export async function sampleFootage(input: string, output: string, signal?: AbortSignal) {
  await run(
    ffmpegPath(),
    [
      ...['-v', 'error', '-y', '-i', input, '-an'],
      ...['-vf', `fps=${SAMPLED_FPS},setpts=N/25/TB`, '-r', '25'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-pix_fmt', 'yuv420p'],
      output,
    ],
    { signal },
  );
}
