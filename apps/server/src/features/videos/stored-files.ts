import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../app-context';

/** A whole stored object in memory (speech audio, actor photos: small files). */
export async function readObject(ctx: AppContext, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.storage.get(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * A stored object written to a local file, streamed: uploads reach 1 GB, which must not pass
 * through memory (a 900 MB video read whole took a process to 2 GB).
 */
export async function downloadObject(ctx: AppContext, key: string, filePath: string) {
  await pipeline(await ctx.storage.get(key), createWriteStream(filePath));
}

/** Stores a rendered file, streamed from disk. */
export async function putFile(
  ctx: AppContext,
  key: string,
  filePath: string,
  contentType: string,
): Promise<void> {
  await ctx.storage.put(key, createReadStream(filePath), contentType);
}

/** Runs `work` in a fresh temporary directory that is removed afterwards, whatever happens. */
export async function inWorkDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), `talkreel-${prefix}-`));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A video's four files: their keys in the store, or their paths in a work folder. */
export interface VideoFiles {
  video: string;
  compressed: string;
  poster: string;
  srt: string;
}

const videoFileTypes: Record<keyof VideoFiles, string> = {
  video: 'video/mp4',
  compressed: 'video/mp4',
  poster: 'image/jpeg',
  srt: 'application/x-subrip',
};

/** Where a render writes its four files in a work folder (`prefix` keeps several apart). */
export const videoFilesIn = (dir: string, prefix = ''): VideoFiles => ({
  video: path.join(dir, `${prefix}video.mp4`),
  compressed: path.join(dir, `${prefix}video-small.mp4`),
  poster: path.join(dir, `${prefix}poster.jpg`),
  srt: path.join(dir, `${prefix}captions.srt`),
});

/** Stores a render's four files under their keys. */
export async function putVideoFiles(ctx: AppContext, keys: VideoFiles, files: VideoFiles) {
  for (const kind of Object.keys(videoFileTypes) as (keyof VideoFiles)[]) {
    await putFile(ctx, keys[kind], files[kind], videoFileTypes[kind]);
  }
}

/** Fetches four stored files into the work folder. */
export async function downloadVideoFiles(ctx: AppContext, keys: VideoFiles, files: VideoFiles) {
  for (const kind of Object.keys(videoFileTypes) as (keyof VideoFiles)[]) {
    await downloadObject(ctx, keys[kind], files[kind]);
  }
}
