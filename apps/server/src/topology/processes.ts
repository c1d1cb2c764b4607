import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { testTime } from '../test/test-time';

/** The built server this suite runs (`npm run build -w @talkreel/server` first). */
export const serverDist = path.resolve(import.meta.dirname, '../../dist');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An error a wait stops at rather than retrying past (a process exited, a video failed). */
export class Fatal extends Error {}

/**
 * Polls `check` until it returns something truthy; fails naming `what` after `timeoutMs`.
 * Errors thrown by `check` count as "not yet", except a Fatal one.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 60_000,
  everyMs = 100,
): Promise<T> {
  // A hang guard, scaled like every test limit (TEST_TIME_SCALE).
  const limitMs = testTime(timeoutMs);
  const deadline = Date.now() + limitMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      if (err instanceof Fatal) throw err;
      lastError = err;
    }
    if (Date.now() > deadline) {
      const why = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`${what}: not within ${limitMs / 1000} s${why}`);
    }
    await sleep(everyMs);
  }
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

/** One OS process of the topology, its output kept for assertions and failure reports. */
export interface Proc {
  name: string;
  pid: number;
  output(): string;
  /** Its pino JSON log lines (workers), parsed; other lines skipped. */
  logLines(): Record<string, unknown>[];
  exited: Promise<Exit>;
  alive(): boolean;
  kill(signal: NodeJS.Signals): void;
}

/** Starts `node dist/<entry>.js` as `npm run worker` / `npm start` would, with `env` on top. */
export function startNode(
  name: string,
  entry: 'main' | 'worker',
  env: NodeJS.ProcessEnv,
  logDir?: string,
): Proc {
  const file = path.join(serverDist, `${entry}.js`);
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: npm run build -w @talkreel/server`);
  // node itself, not `npm run worker`: npm would stand between the signals and the process.
  const child: ChildProcess = spawn(process.execPath, [file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Kept on disk too, to read after a red run (CI keeps the temp folder's path in its log).
  const log = logDir ? fs.createWriteStream(path.join(logDir, `${name}.log`)) : undefined;
  child.stdout?.on('data', (d) => {
    output += d;
    log?.write(d);
  });
  child.stderr?.on('data', (d) => {
    output += d;
    log?.write(d);
  });
  // Never outlive the suite, even when it is torn down abruptly.
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  child.once('exit', () => {
    process.off('exit', reap);
    log?.end();
  });
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return {
    name,
    pid: child.pid ?? -1,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .flatMap((l) => {
          try {
            return [JSON.parse(l) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

/** Ends every process still running (SIGKILL: the suite is over) and waits for them. */
export async function killAll(procs: Proc[]) {
  await Promise.all(
    procs.map(async (p) => {
      p.kill('SIGKILL');
      await p.exited;
    }),
  );
}
