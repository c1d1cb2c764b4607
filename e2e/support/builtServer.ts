import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { RENDER_NODE_FLAGS } from '../../scripts/start/serve.mjs';
import { serverMain, webDist } from './paths';
import { serverEnv } from './server-env';
import { testTime } from './testTime';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

async function waitUntilUp(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + testTime(60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/login/`);
      if (res.ok && (await res.text()).includes('id="root"')) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start within ${testTime(60_000) / 1000} s:\n${log()}`);
}

export interface BuiltServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the process and removes its data, unless `keepData` (a restart follows). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * The built server (which also serves the built SPA) on a loopback port (`port`, else a free
 * one) over a fresh SQLite data dir (or `dataDir`, a stopped server's, to restart it), with
 * `extra` on top of the suite's environment.
 */
export async function startBuiltServer(
  extra: Record<string, string> = {},
  port?: number,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-e2e-')),
): Promise<BuiltServer> {
  for (const file of [serverMain, path.join(webDist, 'index.html')]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: build first (npm run build)`);
  }
  const listenOn = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${listenOn}`;
  let output = '';
  // TRUST_PROXY lets each browser context present its own client address (X-Forwarded-For),
  // so the per-address attempt caps apply per simulated user, as in production.
  // Renders run in this process: started as `npm start` starts it (V8 flags a render needs).
  const child = spawn(process.execPath, [...RENDER_NODE_FLAGS, serverMain], {
    env: serverEnv(dataDir, {
      PORT: String(listenOn),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      WEB_DIST: webDist,
      TRUST_PROXY: '1',
      // A few stock actors and voices: renders in the generation spec are not queued behind
      // the idle videos of the whole library.
      STOCK_LIMIT: process.env.STOCK_LIMIT ?? '4',
      ...extra,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  await waitUntilUp(baseUrl, child, () => output);
  return {
    baseUrl,
    dataDir,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
