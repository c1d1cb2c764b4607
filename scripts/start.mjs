#!/usr/bin/env node
// `npm start`: install what is missing, build, then serve (the server migrates on start).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

// Production must not sign with the public development secret; the server refuses it too, but
// saying so here spares a fresh machine the install and build before that refusal.
if (process.env.NODE_ENV === 'production' && !process.env.API_SIGNING_SECRET) {
  console.error(
    'NODE_ENV=production needs API_SIGNING_SECRET: set it to a long random value, e.g.\n' +
      '  API_SIGNING_SECRET=$(openssl rand -hex 32) NODE_ENV=production npm start',
  );
  process.exit(1);
}

// The build needs the dev dependencies (tsup, vite); a missing one means an install that skipped them.
const buildTools = ['tsup', 'vite'];
const installed = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');
const needsInstall =
  !fs.existsSync(installed) ||
  fs.statSync(lock).mtimeMs > fs.statSync(installed).mtimeMs ||
  buildTools.some((tool) => !fs.existsSync(path.join(root, 'node_modules', '.bin', tool)));
if (needsInstall) {
  console.log('Installing dependencies…');
  // NODE_ENV=production makes npm omit (and prune) dev dependencies; the build needs them.
  run('npm', ['install', '--include=dev', '--no-audit', '--no-fund'], {
    ONNXRUNTIME_NODE_INSTALL_CUDA: 'skip',
  });
}

console.log('Building…');
run('npm', ['run', 'build']);

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
