import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledEntry } from '../../test/bundled-entry';
import { testTime } from '../../test/test-time';
import { makePng, makeWav } from './test-uploads';

const run = promisify(execFile);

let dir: string;
// judge-file.ts bundled as the build bundles the server, imported by plain node: through tsx,
// each child compiled the engine's whole import graph again (seconds of CPU on a busy machine).
let judgeModule: Awaited<ReturnType<typeof bundledEntry>>;
beforeAll(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'judge-tools-'));
  judgeModule = await bundledEntry('features/uploads/judge-file.ts');
});
afterAll(async () => {
  judgeModule?.remove();
  await fsp.rm(dir, { recursive: true, force: true });
});

/**
 * Judges a file in a process of its own whose ffprobe/ffmpeg setting points nowhere (the suite
 * shares one process's environment between files, so it is not changed here).
 */
async function judgeWithoutTools(kind: string, file: string): Promise<string> {
  const script = path.join(dir, `judge-${kind}.mjs`);
  await fsp.writeFile(
    script,
    `import { judgeFile } from ${JSON.stringify(judgeModule.file)};
judgeFile(${JSON.stringify(kind)}, ${JSON.stringify(file)}).then(
  (verdict) => console.log(verdict === null ? 'refused' : 'kept'),
  (err) => console.log('threw ' + err.code),
);`,
  );
  const { stdout } = await run(process.execPath, [script], {
    env: {
      ...process.env,
      FFPROBE_PATH: '/nonexistent/ffprobe',
      FFMPEG_PATH: '/nonexistent/ffmpeg',
    },
  });
  return stdout.trim();
}

describe('judging an upload when the media tools cannot run', () => {
  it('is an error to report, not a verdict that refuses (and deletes) the file', {
    timeout: testTime(60_000),
  }, async () => {
    const png = path.join(dir, 'face.png');
    await fsp.writeFile(png, await makePng());
    const wav = path.join(dir, 'voice.wav');
    await fsp.writeFile(wav, await makeWav(12));
    expect(await judgeWithoutTools('image', png)).toBe('threw ENOENT');
    expect(await judgeWithoutTools('audio', wav)).toBe('threw ENOENT');
  });
});
