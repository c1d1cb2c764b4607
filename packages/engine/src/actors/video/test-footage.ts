// Footage for the video-actor tests, made from a face photo shipped in an npm package.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ffmpegPath } from '../../media/ffmpeg-path.js';
import { runProcess } from '../../media/run-process.js';

const require = createRequire(import.meta.url);

/** A group photo shipped inside @vladmandic/face-api (a dev dependency, used only by tests). */
export function samplePhoto(n = 1): string {
  return join(
    dirname(require.resolve('@vladmandic/face-api/package.json')),
    'demo',
    `sample${n}.jpg`,
  );
}

/** sample1.jpg's left face (closed mouth, facing the camera) in a 9:16 head-and-shoulders box. */
export const singleFaceCrop = { x: 239, y: 100, width: 540, height: 960 };

/**
 * A few seconds of 480x854 25 fps video of one real face with a slow zoom and drift, so the face
 * moves and the tracker has real work. Cheap to make: one still through zoompan.
 */
export async function makeFaceFootage(outPath: string, seconds: number): Promise<void> {
  const { x, y, width, height } = singleFaceCrop;
  await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-y', '-loop', '1', '-framerate', '25', '-i', samplePhoto(1)],
    '-vf',
    `crop=${width}:${height}:${x}:${y},scale=960:1708,` +
      "zoompan=z='1+0.02*on/25':x='iw/2-(iw/zoom/2)+on*0.6':y='ih/2-(ih/zoom/2)':d=1:s=480x854:fps=25",
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20'],
    ...['-pix_fmt', 'yuv420p', outPath],
  ]);
}

/** Video with no face at all: ffmpeg's colour test pattern. */
export async function makeFacelessFootage(outPath: string, seconds: number): Promise<void> {
  await runProcess(ffmpegPath(), [
    ...[
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=480x854:rate=25:duration=${seconds}`,
    ],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', outPath],
  ]);
}
