import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config';

/** Far longer than any render, actor or upload check takes: what is older was left by a crash. */
export const STALE_TEMP_MS = 24 * 3600_000;

/**
 * Removes the entries of `dir` whose name starts with `prefix` and that nothing has touched for
 * STALE_TEMP_MS. Work folders and held uploads are removed by the code that made them, but not
 * when its process dies (a crash, an OOM kill); nothing else would ever remove them. Returns how
 * many went.
 */
export async function sweepStale(dir: string, prefix: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const entry = path.join(dir, name);
    try {
      const { mtimeMs } = await fsp.lstat(entry);
      if (now - mtimeMs < STALE_TEMP_MS) continue;
      await fsp.rm(entry, { recursive: true, force: true });
      removed++;
    } catch {
      // Gone meanwhile, or not ours to remove: leave it.
    }
  }
  return removed;
}

/**
 * At a process's start, on its host: our work folders under the system temp dir (`talkreel-*`)
 * and, with local storage, files held under DATA_DIR/objects/.tmp.
 */
export async function sweepStaleTemp(config: Config, log: (line: string) => void) {
  const swept =
    (await sweepStale(os.tmpdir(), 'talkreel-')) +
    (config.storage.s3 ? 0 : await sweepStale(path.join(config.dataDir, 'objects', '.tmp'), ''));
  if (swept > 0) log(`removed ${swept} temporary files and folders left by stopped processes`);
}
