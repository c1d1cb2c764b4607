import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { bufferedLog } from './log-destination';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('buffered log destination', () => {
  it('holds short lines back, then writes them without waiting for more', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-log-'));
    const file = path.join(dir, 'api.log');
    const dest = bufferedLog(file);
    try {
      await new Promise((resolve) => dest.once('ready', resolve));
      const log = pino(dest);
      log.info({ reqId: 'r-1' }, 'request completed');
      // Far below the batch size: nothing is written at once...
      expect(fs.readFileSync(file, 'utf8')).toBe('');
      // ...but the periodic flush writes it on a quiet server.
      await vi.waitFor(() => expect(fs.readFileSync(file, 'utf8')).toContain('"reqId":"r-1"'), {
        timeout: 10_000,
        interval: 20,
      });
    } finally {
      dest.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes what it still holds when the process exits', () => {
    // A child that logs three lines and exits at once, long before any periodic flush.
    const script = `
      const pino = require('pino');
      const { bufferedLog } = require(${JSON.stringify(path.join(here, 'log-destination.ts'))});
      const log = pino(bufferedLog());
      for (let n = 1; n <= 3; n++) log.info({ n }, 'line');
      process.exit(0);
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
      encoding: 'utf8',
      cwd: here,
    });
    expect(run.status).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { n: number });
    expect(lines.map((l) => l.n)).toEqual([1, 2, 3]);
  });
});
