import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
const run = promisify(execFile);
const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** The face-api demo group photo (shipped in the npm package): 3-4 faces. */
const groupPhoto = () =>
  path.join(
    path.dirname(require.resolve('@vladmandic/face-api/package.json')),
    'demo',
    'sample1.jpg',
  );

/** Its left face (closed mouth, facing the camera), the crop the server's own tests use. */
const ONE_FACE = { x: 239, y: 100, width: 540, height: 960 };

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-actor-'));

/**
 * A photo of one person for the create-actor dialog: the face with room around it (wider
 * than 9:16, so the crop dialog has something to do) cut from the group photo.
 */
export async function onePersonPhoto(): Promise<string> {
  const file = path.join(tmp(), 'Me at the studio.jpg');
  const { x, y, width, height } = ONE_FACE;
  // From the photo's left edge to just past the face's 9:16 box (780 x 960, an even width).
  const crop = `crop=${x + width + 1}:${height}:0:${y}`;
  await run(ffmpeg, ['-y', '-i', groupPhoto(), '-vf', crop, file]);
  return file;
}

/** The photo's 9:16 box around the face, in its own pixels (its right 540 px). */
export const PHOTO_FACE_BOX = { x: ONE_FACE.x, width: ONE_FACE.width };

/** A 30 s 1280x720 still video of that face (landscape, so the 9:16 frame shows). */
export async function onePersonVideo(): Promise<string> {
  const file = path.join(tmp(), 'Me talking.mp4');
  const { x, y, width, height } = ONE_FACE;
  await run(ffmpeg, [
    '-y',
    ...['-loop', '1', '-framerate', '25', '-i', groupPhoto()],
    '-vf',
    `crop=${width}:${height}:${x}:${y},scale=406:720,pad=1280:720:437:0:color=0x2b2a36`,
    ...['-t', '30', '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'stillimage'],
    ...['-pix_fmt', 'yuv420p', file],
  ]);
  return file;
}
