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
function runStart(
  tree: { installed?: boolean; tools?: string[]; root?: string },
  env: Record<string, string>,
  npm = 'exit 3',
) {
  const root = tree.root ?? scratchCheckout();
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
  fs.mkdirSync(bin, { recursive: true });
  const log = path.join(root, 'npm-calls.txt');
  fs.writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\necho "$@" >> "${log}"\n${npm}\n`, {
    mode: 0o755,
  });
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: { PATH: `${bin}:${process.env.PATH}`, HOME: root, ...env },
    encoding: 'utf8',
  });
  const calls = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
  return { status: r.status, output: r.stdout + r.stderr, calls };
}

/** A scratch checkout holding the start script and its parts, with a lock file and a source. */
function scratchCheckout() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-start-'));
  dirs.push(root);
  fs.mkdirSync(path.join(root, 'scripts'));
  fs.copyFileSync(startScript, path.join(root, 'scripts/start.mjs'));
  fs.cpSync(path.join(path.dirname(startScript), 'start'), path.join(root, 'scripts/start'), {
    recursive: true,
  });
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
  fs.mkdirSync(path.join(root, 'apps/server/src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'apps/server/src/main.ts'), 'export {};');
  return root;
}

/** An npm whose build succeeds: it leaves a server that says it ran and exits. */
const buildingNpm = [
  'if [ "$1" = run ] && [ "$2" = build ]; then',
  '  mkdir -p apps/server/dist apps/web/dist',
  `  echo 'console.log("served")' > apps/server/dist/main.js`,
  '  echo "<div id=root></div>" > apps/web/dist/index.html',
  'fi',
].join('\n');

describe('npm start', () => {
  it('builds only when a source or the lock file changed since the last finished build', () => {
    const root = scratchCheckout();
    const installed = { installed: true, tools: ['tsup', 'vite'], root };
    const first = runStart(installed, {}, buildingNpm);
    expect(first.status, first.output).toBe(0);
    expect(first.output).toContain('served');
    expect(first.calls).toEqual(['run build']);
    // Nothing changed: straight to serving.
    const second = runStart(installed, {}, buildingNpm);
    expect(second.status, second.output).toBe(0);
    expect(second.calls).toEqual(['run build']);
    expect(second.output).toContain('Build is up to date');
    expect(second.output).toContain('served');
    // A source changed: built again.
    fs.writeFileSync(path.join(root, 'apps/server/src/main.ts'), 'export const changed = 1;');
    expect(runStart(installed, {}, buildingNpm).calls).toEqual(['run build', 'run build']);
    expect(runStart(installed, {}, buildingNpm).calls).toHaveLength(2);
    // The lock file changed (as after an install): built again.
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"packages":{}}');
    const marker = path.join(root, 'node_modules/.package-lock.json');
    const later = new Date(Date.now() + 120_000);
    fs.utimesSync(marker, later, later);
    expect(runStart(installed, {}, buildingNpm).calls).toEqual([
      'run build',
      'run build',
      'run build',
    ]);
  });

  it('a failed build is not stamped: the next start builds again', () => {
    const root = scratchCheckout();
    const installed = { installed: true, tools: ['tsup', 'vite'], root };
    expect(runStart(installed, {}).status).toBe(3);
    expect(runStart(installed, {}, buildingNpm).calls).toEqual(['run build', 'run build']);
  });

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
