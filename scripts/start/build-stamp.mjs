// Whether `npm start` must build: a stamp of the build inputs' hashes, written after a build
// succeeded, is compared with the inputs as they are now.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Folders whose files the build reads (the workspaces), and root files it depends on. */
const INPUT_DIRS = ['apps', 'packages'];
const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
/** Never inputs: installed packages, the build's own output, caches. */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.vite', '.cache']);
/** What the build must have left behind for a stamp to count. */
export const BUILD_OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];

export const stampFile = (root) =>
  path.join(root, 'node_modules', '.cache', 'talkreel', 'build-stamp');

function* filesUnder(root, dir) {
  let entries;
  try {
    entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (SKIPPED.has(entry.name)) continue;
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, rel);
    else if (entry.isFile()) yield rel;
  }
}

/** One hash over every build input's path and content (sorted, so the walk order does not matter). */
export function buildInputsHash(root) {
  const files = [
    ...ROOT_FILES.filter((f) => fs.existsSync(path.join(root, f))),
    ...INPUT_DIRS.flatMap((dir) => [...filesUnder(root, dir)]),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const content = createHash('sha256').update(fs.readFileSync(path.join(root, file)));
    hash.update(`${file}\0${content.digest('hex')}\n`);
  }
  return hash.digest('hex');
}

/** The inputs' hash when a build is needed (no stamp, another hash, or an output missing), else null. */
export function buildNeeded(root) {
  const current = buildInputsHash(root);
  let stamped = null;
  try {
    stamped = fs.readFileSync(stampFile(root), 'utf8').trim();
  } catch {
    // No stamp: never built here, or the last build did not finish.
  }
  const outputsThere = BUILD_OUTPUTS.every((f) => fs.existsSync(path.join(root, f)));
  return stamped === current && outputsThere ? null : current;
}

/** Forgets the stamp before a build, so a build cut short is not taken for a finished one. */
export function clearBuildStamp(root) {
  fs.rmSync(stampFile(root), { force: true });
}

export function writeBuildStamp(root, hash) {
  fs.mkdirSync(path.dirname(stampFile(root)), { recursive: true });
  fs.writeFileSync(stampFile(root), `${hash}\n`);
}
