import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const startScript = path.resolve(import.meta.dirname, '../../../../scripts/start.mjs');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs the real `npm start` script in a scratch checkout (the script finds the checkout from its
 * own location) with an `npm` on PATH that records its arguments and fails, so the script stops
 * at its first npm step: we see whether it installs, and how, or goes straight to the build.
 */
function runStart(tree: { installed?: boolean; tools?: string[] }, env: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-start-'));
  dirs.push(root);
  fs.mkdirSync(path.join(root, 'scripts'));
  fs.copyFileSync(startScript, path.join(root, 'scripts/start.mjs'));
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
  if (tree.installed) {
    fs.mkdirSync(path.join(root, 'node_modules/.bin'), { recursive: true });
    // Installed after the lock file was written.
    const marker = path.join(root, 'node_modules/.package-lock.json');
    fs.writeFileSync(marker, '{}');
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(marker, later, later);
    for (const tool of tree.tools ?? [])
      fs.writeFileSync(path.join(root, 'node_modules/.bin', tool), '');
  }
  const bin = path.join(root, 'fake-bin');
  fs.mkdirSync(bin);
  const log = path.join(root, 'npm-calls.txt');
  fs.writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\necho "$@" >> "${log}"\nexit 3\n`, {
    mode: 0o755,
  });
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: { PATH: `${bin}:${process.env.PATH}`, HOME: root, ...env },
    encoding: 'utf8',
  });
  const calls = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
  return { status: r.status, output: r.stdout + r.stderr, calls };
}

describe('npm start', () => {
  it('installs the dev dependencies the build needs even with NODE_ENV=production', () => {
    const r = runStart({}, { NODE_ENV: 'production', API_SIGNING_SECRET: 'operator-secret' });
    expect(r.status).toBe(3);
    expect(r.calls).toHaveLength(1);
    expect(r.calls[0].split(' ')).toEqual(expect.arrayContaining(['install', '--include=dev']));
  });

  it('installs again when an earlier install left out the build tools', () => {
    const r = runStart(
      { installed: true, tools: ['vite'] },
      { NODE_ENV: 'production', API_SIGNING_SECRET: 's' },
    );
    expect(r.calls[0].split(' ')).toEqual(expect.arrayContaining(['install', '--include=dev']));
  });

  it('goes straight to the build when everything is installed', () => {
    const r = runStart({ installed: true, tools: ['tsup', 'vite'] }, {});
    expect(r.calls).toEqual(['run build']);
  });

  it('stops before installing when NODE_ENV=production has no API_SIGNING_SECRET, saying what to set', () => {
    const r = runStart({}, { NODE_ENV: 'production' });
    expect(r.status).toBe(1);
    expect(r.calls).toEqual([]);
    expect(r.output).toContain('API_SIGNING_SECRET');
  });
});
