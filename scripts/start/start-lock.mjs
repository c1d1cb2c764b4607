// One `npm start` at a time installs and builds in a folder: two at once broke each other's
// build (ENOENT on a precompressed file). The lock is a file holding its holder's pid; a lock
// whose holder is gone (killed, crashed) is taken over.
import fs from 'node:fs';
import path from 'node:path';

export const lockFile = (root) =>
  path.join(root, 'node_modules', '.cache', 'talkreel', 'start.lock');

/** Whether a process with this pid is running (EPERM: it is, under another user). */
export function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

const holderOf = (file) => {
  try {
    return Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
  } catch {
    return null;
  }
};

const EMPTY_LOCK_MS = 5_000;
const mtimeOf = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** Takes the lock if it is free or stale: true when this process now holds it. */
export function tryLock(file, pid = process.pid) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${pid}\n`, { flag: 'wx' });
    return true;
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
  }
  const holder = holderOf(file);
  if (holder === null) return false;
  // An empty file is a holder still writing its pid, unless it stayed empty for seconds.
  if (Number.isNaN(holder) && Date.now() - mtimeOf(file) < EMPTY_LOCK_MS) return false;
  if (isAlive(holder)) return false;
  // Stale: removed only if it still names the dead holder, then raced for like a free lock.
  if (Object.is(holderOf(file), holder)) fs.rmSync(file, { force: true });
  try {
    fs.writeFileSync(file, `${pid}\n`, { flag: 'wx' });
    return true;
  } catch (err) {
    if (err.code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * Waits for the lock (polling every `pollMs`), telling `onWait` once whom it waits for, and
 * returns its release.
 */
export async function acquireLock(
  file,
  { pollMs = 500, onWait = () => {}, pid = process.pid } = {},
) {
  let told = false;
  while (!tryLock(file, pid)) {
    if (!told) {
      onWait(holderOf(file));
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return () => {
    // Only our own lock is removed (never one a later start took over).
    if (holderOf(file) === pid) fs.rmSync(file, { force: true });
  };
}
