import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { acquireLock, isAlive, tryLock } from './start-lock.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
let file;
beforeEach(() => {
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-lock-')), 'cache', 'start.lock');
});

/** The pid of a process that has already exited. */
function deadPid() {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  const pid = Number(child.stdout.trim());
  expect(isAlive(pid)).toBe(false);
  return pid;
}

describe('start lock', () => {
  it("is taken when free, holds the holder's pid, and is refused while its holder lives", () => {
    expect(tryLock(file, process.pid)).toBe(true);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    // Another start (any other pid) finds it held by a live process.
    expect(tryLock(file, process.pid + 1)).toBe(false);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
  });

  it('takes over a lock whose holder is gone', () => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${deadPid()}\n`);
    expect(tryLock(file, process.pid)).toBe(true);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
  });

  it('waits for a live holder, says whom it waits for, and gets the lock once it is released', async () => {
    const holder = await acquireLock(file);
    let waitedFor = null;
    const other = acquireLock(file, {
      pid: process.pid + 1,
      pollMs: 10,
      onWait: (pid) => {
        waitedFor = pid;
      },
    });
    await expect.poll(() => waitedFor).toBe(process.pid);
    holder();
    const release = await other;
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(String(process.pid + 1));
    // A release removes only its own lock: the first holder's late release leaves this one.
    holder();
    expect(fs.existsSync(file)).toBe(true);
    release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('lets only one of two processes at once do the locked work', async () => {
    const log = path.join(path.dirname(file), 'log.txt');
    const racer = (name) =>
      new Promise((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [path.join(here, 'fixtures/locked-work.mjs'), file, log, name],
          {
            stdio: 'inherit',
          },
        );
        child.on('error', reject);
        child.on('exit', resolve);
      });
    expect(await Promise.all([racer('a'), racer('b')])).toEqual([0, 0]);
    const lines = fs.readFileSync(log, 'utf8').trim().split('\n');
    // Each one's work is whole: begin and end of one are never split by the other's.
    expect(lines).toHaveLength(4);
    expect(lines[0].split(' ')[1]).toBe('begin');
    expect(lines[1]).toBe(`${lines[0].split(' ')[0]} end`);
    expect(lines[2].split(' ')[1]).toBe('begin');
    expect(lines[3]).toBe(`${lines[2].split(' ')[0]} end`);
    expect(fs.existsSync(file)).toBe(false);
  });
});
