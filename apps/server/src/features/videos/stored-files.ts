import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../app-context';

/** A whole stored object in memory (speech audio, actor photos: small files). */
export async function readObject(ctx: AppContext, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.storage.get(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
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
