#!/usr/bin/env node
// `npm test`: lint, typecheck, every unit/integration suite, then a build and the browser suite,
// and (with DATABASE_URL and REDIS_URL) the scale-out topology suite on that build.
// Prints one closing line "Tests: N passed, N failed" summed over all vitest runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-test-'));
let passed = 0;
let failed = 0;
const failures = [];

function step(name, cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, {
    cwd: opts.cwd ?? root,
    stdio: 'inherit',
    env: { ...process.env, ...opts.env },
  });
  console.log(
    `=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (r.status !== 0) failures.push(name);
  return r.status === 0;
}

function vitest(name, dir, extra = []) {
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  step(
    name,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...extra,
    ],
    {
      cwd: path.join(root, dir),
    },
  );
  if (fs.existsSync(out)) {
    const json = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += json.numPassedTests ?? 0;
    failed += json.numFailedTests ?? 0;
  }
}

const only = process.argv.slice(2);
const want = (s) => only.length === 0 || only.includes(s);

if (want('lint')) step('lint (biome)', 'npx', ['biome', 'check', '.']);
if (want('typecheck')) step('typecheck', 'npm', ['run', 'typecheck']);
if (want('contract')) vitest('contract', 'packages/contract');
if (want('engine')) vitest('engine', 'packages/engine');
if (want('server')) vitest('server', 'apps/server');
if (want('web')) vitest('web', 'apps/web');
let built;
const buildOnce = () => (built ??= step('build', 'npm', ['run', 'build']));
if (want('e2e')) {
  if (buildOnce() && step('chromium', 'bash', ['scripts/ensure-chromium.sh'])) {
    vitest('e2e', 'e2e');
  }
}
// The scale-out topology (separate processes of the built server on PostgreSQL, Redis and S3).
if (want('topology') && process.env.DATABASE_URL && process.env.REDIS_URL) {
  if (buildOnce()) vitest('topology', 'apps/server', ['--config', 'src/topology/vitest.config.ts']);
}

console.log(`\nFailed steps: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
