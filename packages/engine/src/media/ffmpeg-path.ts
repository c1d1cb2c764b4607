import { createRequire } from 'node:module';

/**
 * Where the ffmpeg and ffprobe binaries live. The static builds ship inside the npm packages
 * `@ffmpeg-installer/ffmpeg` and `@ffprobe-installer/ffprobe`, so nothing is downloaded at run time;
 * `FFMPEG_PATH` / `FFPROBE_PATH` let an operator use a system build instead.
 */
const require = createRequire(import.meta.url);

interface InstallerModule {
  path: string;
}

let cachedFfmpeg: string | undefined;
let cachedFfprobe: string | undefined;

export function ffmpegPath(): string {
  const fromEnv = process.env.FFMPEG_PATH;
  if (fromEnv) return fromEnv;
  cachedFfmpeg ??= (require('@ffmpeg-installer/ffmpeg') as InstallerModule).path;
  return cachedFfmpeg;
}

export function ffprobePath(): string {
  const fromEnv = process.env.FFPROBE_PATH;
  if (fromEnv) return fromEnv;
  cachedFfprobe ??= (require('@ffprobe-installer/ffprobe') as InstallerModule).path;
  return cachedFfprobe;
}
