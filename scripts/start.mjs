#!/usr/bin/env node
// `npm start`: install what is missing, build what changed, then serve (the server migrates on
// start). Install and build hold a lock, so two starts in one folder do not build over each other.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNeeded, clearBuildStamp, writeBuildStamp } from './start/build-stamp.mjs';
import { serve } from './start/serve.mjs';
import { acquireLock, lockFile } from './start/start-lock.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Production must not sign with the public development secret; the server refuses it too, but
// saying so here spares a fresh machine the install and build before that refusal.
if (process.env.NODE_ENV === 'production' && !process.env.API_SIGNING_SECRET) {
  console.error(
    'NODE_ENV=production needs API_SIGNING_SECRET: set it to a long random value, e.g.\n' +
      '  API_SIGNING_SECRET=$(openssl rand -hex 32) NODE_ENV=production npm start',
  );
  process.exit(1);
}

let release = () => {};
/** A step's child, so a stop during install or build ends it (and frees the lock) first. */
let running = null;
const stopDuringSetup = (signal) => {
  running?.kill(signal);
  release();
  process.exit(signal === 'SIGINT' ? 130 : 143);
};
process.on('SIGINT', stopDuringSetup);
process.on('SIGTERM', stopDuringSetup);

/** Runs a command to its end; a failure ends `npm start` with its status. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    running = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    running.on('exit', (code) => {
      running = null;
      if (code === 0) return resolve();
      release();
      process.exit(code ?? 1);
    });
  });
}

const lock = lockFile(root);
release = await acquireLock(lock, {
  onWait: (pid) =>
    console.log(
      `Waiting for another npm start${pid ? ` (pid ${pid})` : ''} to finish installing and building…`,
    ),
});

// The build needs the dev dependencies (tsup, vite); a missing one means an install that skipped them.
const buildTools = ['tsup', 'vite'];
const installed = path.join(root, 'node_modules', '.package-lock.json');
const lockfile = path.join(root, 'package-lock.json');
const needsInstall =
  !fs.existsSync(installed) ||
  fs.statSync(lockfile).mtimeMs > fs.statSync(installed).mtimeMs ||
  buildTools.some((tool) => !fs.existsSync(path.join(root, 'node_modules', '.bin', tool)));
if (needsInstall) {
  console.log('Installing dependencies…');
  // NODE_ENV=production makes npm omit (and prune) dev dependencies; the build needs them.
  await run('npm', ['install', '--include=dev', '--no-audit', '--no-fund'], {
    ONNXRUNTIME_NODE_INSTALL_CUDA: 'skip',
  });
}

// Only when a source, a config or the lock file changed since the last finished build.
const inputs = buildNeeded(root);
if (inputs) {
  console.log('Building…');
  clearBuildStamp(root);
  await run('npm', ['run', 'build']);
  writeBuildStamp(root, inputs);
} else {
  console.log('Build is up to date (no source or lock file changed since the last build).');
}
release();
process.off('SIGINT', stopDuringSetup);
process.off('SIGTERM', stopDuringSetup);

process.exit(await serve(path.join(root, 'apps/server/dist/main.js'), { cwd: root }));
