import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, buildNeeded, clearBuildStamp, writeBuildStamp } from './build-stamp.mjs';

let root;
const write = (rel, text) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};

/** A folder shaped like ours, built once (outputs there, stamp written). */
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-stamp-'));
  write('package.json', '{"name":"t"}');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('apps/server/src/main.ts', 'export const a = 1;');
  write('apps/web/src/App.tsx', 'export const App = () => null;');
  write('packages/contract/src/index.ts', 'export {};');
  for (const out of BUILD_OUTPUTS) write(out, 'built');
  const first = buildNeeded(root);
  expect(first).toMatch(/^[0-9a-f]{64}$/);
  writeBuildStamp(root, first);
});

describe('build stamp', () => {
  it('needs no build when nothing changed since the stamped build', () => {
    expect(buildNeeded(root)).toBeNull();
  });

  it('needs a build when a source, a config or the lock file changed, and not once stamped again', () => {
    for (const [file, text] of [
      ['apps/server/src/main.ts', 'export const a = 2;'],
      ['packages/contract/src/new-file.ts', 'export const b = 1;'],
      ['apps/web/vite.config.ts', 'export default {};'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ]) {
      write(file, text);
      const hash = buildNeeded(root);
      expect(hash, file).not.toBeNull();
      writeBuildStamp(root, hash);
      expect(buildNeeded(root), file).toBeNull();
    }
  });

  it('needs a build when a file is removed, and again after a change is undone only if stamped', () => {
    const before = buildNeeded(root);
    expect(before).toBeNull();
    fs.rmSync(path.join(root, 'apps/web/src/App.tsx'));
    expect(buildNeeded(root)).not.toBeNull();
    write('apps/web/src/App.tsx', 'export const App = () => null;');
    // The same content as the stamped build: nothing to do.
    expect(buildNeeded(root)).toBeNull();
  });

  it('ignores installed packages and the build output, but rebuilds when an output is missing', () => {
    write('node_modules/x/index.js', 'changed');
    write('apps/web/node_modules/y/index.js', 'changed');
    write('apps/web/dist/assets/app.js', 'rebuilt by hand');
    expect(buildNeeded(root)).toBeNull();
    fs.rmSync(path.join(root, BUILD_OUTPUTS[1]));
    expect(buildNeeded(root)).not.toBeNull();
  });

  it('a build cut short (stamp cleared before it, never written) is built again', () => {
    clearBuildStamp(root);
    expect(buildNeeded(root)).not.toBeNull();
  });
});
