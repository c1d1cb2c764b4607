import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort, waitFor } from './processes';

/**
 * A redis-server of this suite's own on a free loopback port, so restarting it disturbs no
 * other suite. Append-only file fsynced on every write: a restart loses no queued job, as a
 * production Redis configured for a durable queue would not.
 */
export interface PrivateRedis {
  url: string;
  /** Stops the server (SIGTERM) and starts it again on the same port and data; the ms it was down. */
  restart(): Promise<number>;
  stop(): Promise<void>;
}

export const hasRedisServer = () =>
  spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-topology-redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    output = '';
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
        '--protected-mode',
        'no',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const c = child;
    const reap = () => c.kill('SIGKILL');
    process.once('exit', reap);
    c.once('exit', () => process.off('exit', reap));
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    await waitFor(
      `private redis-server on port ${port} answering PING`,
      async () => {
        if (child?.exitCode !== null) throw new Error(`redis-server exited:\n${output}`);
        const probe = new Redis(url, {
          lazyConnect: true,
          maxRetriesPerRequest: 0,
          retryStrategy: () => null,
        });
        probe.on('error', () => {});
        try {
          await probe.connect();
          return (await probe.ping()) === 'PONG';
        } finally {
          probe.disconnect();
        }
      },
      30_000,
      50,
    );
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const gone = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await gone;
  };

  await start();
  return {
    url,
    async restart() {
      const t0 = Date.now();
      await stop();
      await start();
      return Date.now() - t0;
    },
    async stop() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Without a redis-server binary: the shared REDIS_URL, and in place of a restart every
 * connection named under this suite's key prefix (BullMQ names its workers' connections) is
 * killed with CLIENT KILL, so the workers reconnect as after a restart. Other suites'
 * connections are left alone.
 */
export function sharedRedis(url: string, prefix: string): PrivateRedis {
  return {
    url,
    async restart() {
      const t0 = Date.now();
      const admin = new Redis(url);
      try {
        const list = String(await admin.client('LIST'));
        for (const line of list.split('\n')) {
          const id = /\bid=(\d+)/.exec(line)?.[1];
          const name = /\bname=(\S*)/.exec(line)?.[1] ?? '';
          if (id && name.startsWith(`${prefix}:`)) await admin.client('KILL', 'ID', id);
        }
      } finally {
        admin.disconnect();
      }
      return Date.now() - t0;
    },
    async stop() {},
  };
}
