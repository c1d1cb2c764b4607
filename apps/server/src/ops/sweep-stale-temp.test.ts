import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_TEMP_MS, sweepStale } from './sweep-stale-temp';

let dir: string;
beforeAll(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sweep-test-'));
});
afterAll(() => fsp.rm(dir, { recursive: true, force: true }));

describe('sweepStale', () => {
  it('removes only our entries untouched for a day, folders with their files', async () => {
    const now = Date.now();
    const old = new Date(now - STALE_TEMP_MS - 60_000);
    const make = async (name: string, at?: Date) => {
      const p = path.join(dir, name);
      await fsp.mkdir(p);
      await fsp.writeFile(path.join(p, 'video.mp4'), 'half a video');
      if (at) await fsp.utimes(p, at, at);
    };
    await make('talkreel-video-crashed', old);
    await make('talkreel-render-running');
    await make('someone-elses-old', old);
    expect(await sweepStale(dir, 'talkreel-', now)).toBe(1);
    expect((await fsp.readdir(dir)).sort()).toEqual([
      'someone-elses-old',
      'talkreel-render-running',
    ]);
    // A folder that is missing is nothing to sweep.
    expect(await sweepStale(path.join(dir, 'none'), '', now)).toBe(0);
  });
});
