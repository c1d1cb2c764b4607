import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const serveScript = path.join(here, 'serve.mjs');
const fixture = path.join(here, 'fixtures/slow-stop-server.mjs');

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Whether something accepts connections on the port now. */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts `command` (serving the fixture on a free port) and waits until the fixture listens. */
async function started(command, args) {
  const port = await freePort();
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  await expect.poll(() => output, { timeout: 30_000 }).toContain('listening');
  expect(await listening(port)).toBe(true);
  return { child, port, exited, output: () => output };
}

describe('the serving part of npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT']) {
    it(`passes ${signal} on once, waits for the clean shutdown, and leaves the port free`, async () => {
      const run = await started(process.execPath, [serveScript, fixture]);
      // Started with the V8 flags a render needs, not set later at run time.
      expect(run.output()).toContain('listening (gc function)');
      run.child.kill(signal);
      expect(await run.exited).toBe(0);
      // The server had stopped (its clean shutdown, not a second signal's cut) before this exit.
      expect(run.output().match(/stopping/g)).toEqual(['stopping']);
      expect(run.output()).toContain(`stopping ${signal}\nstopped`);
      expect(await listening(run.port)).toBe(false);
    });
  }

  it('stops the server when its parent (npm, a shell) dies without passing the signal on', async () => {
    // A shell that does not exec its command: killing it orphans the serving process, as npm
    // killed by SIGTERM did.
    const run = await started('sh', [
      '-c',
      `"${process.execPath}" "${serveScript}" "${fixture}"; :`,
    ]);
    run.child.kill('SIGTERM');
    await run.exited;
    await expect.poll(() => run.output(), { timeout: 30_000 }).toContain('stopped');
    await expect.poll(() => listening(run.port), { timeout: 30_000 }).toBe(false);
  });

  it('npm start as package.json spells it: SIGTERM to npm reaches the server and npm waits for it', async () => {
    const root = path.resolve(here, '../..');
    const { start } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
    // The same command line, serving the stand-in instead of installing and building.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-npm-start-'));
    const script = start.replace('scripts/start.mjs', `"${serveScript}" "${fixture}"`);
    expect(script).not.toBe(start);
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'npm-start-test', private: true, scripts: { start: script } }),
    );
    const run = await started('npm', ['start', '--prefix', dir]);
    run.child.kill('SIGTERM');
    await run.exited;
    // By the time npm is gone the server has stopped cleanly and the port is free.
    expect(run.output()).toContain('stopping SIGTERM\nstopped');
    expect(await listening(run.port)).toBe(false);
  });
});
