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
