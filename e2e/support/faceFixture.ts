import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths';

const require = createRequire(path.join(repoRoot, 'packages/engine/package.json'));

/**
 * A single-face portrait photo from a face-model package's own samples: the face-api demo
 * photo sample1.jpg shows 3-4 people, so its left face (closed mouth, facing the camera) is
 * cut out as a 540x960 (9:16) JPEG — the crop the server's own actor test uses.
 */
export function singleFacePhoto(): string {
  const sample = path.join(
    path.dirname(require.resolve('@vladmandic/face-api/package.json')),
    'demo',
    'sample1.jpg',
  );
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-face-'));
  const file = path.join(dir, 'my-portrait.jpg');
  execFileSync(ffmpeg, [
    '-v',
    'error',
    '-y',
    '-i',
    sample,
    '-vf',
    'crop=540:960:239:100',
    '-q:v',
    '2',
    file,
  ]);
  return file;
}

/** One frame of a video (at `seconds`) as a PNG, for people to look at. */
export function videoFrame(videoFile: string, seconds: number, pngFile: string) {
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  fs.mkdirSync(path.dirname(pngFile), { recursive: true });
  execFileSync(ffmpeg, [
    '-v',
    'error',
    '-y',
    '-ss',
    String(seconds),
    '-i',
    videoFile,
    '-frames:v',
    '1',
    pngFile,
  ]);
}
