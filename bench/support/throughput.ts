/**
 * What the throughput benches (api.ts, public-api.ts) share: the bare Fastify they compare with,
 * the built server started for measuring, and one line of autocannon's result.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type autocannon from 'autocannon';
import { serverEnv, serverMain } from './server';

const serverRequire = createRequire(new URL('../../apps/server/package.json', import.meta.url));

/** A bare Fastify answering `{hello: 'world'}`: the ceiling for this machine and Node. */
export function startBare(port: number): ChildProcess {
  const fastify = serverRequire.resolve('fastify');
  const code = `const app = require(${JSON.stringify(fastify)})();
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: ${port}, host: '127.0.0.1' });`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
}

/**
 * The server's environment for a throughput bench. No stock library: its idle-video renders run
 * inside the server for minutes after start and would be counted as CPU spent on the calls.
 */
export function benchServerEnv(
  dataDir: string,
  port: number,
  extra: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  return { ...serverEnv(dataDir, port), STOCK_LIMIT: '0', ...extra };
}

/** The built server at the production log level (info, one line a request). */
export function spawnBenchServer(env: NodeJS.ProcessEnv): ChildProcess {
  const full = { ...env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
  // BENCH_CPU_PROF=dir writes the server's CPU profile there when it exits (for a profiler).
  const prof = process.env.BENCH_CPU_PROF;
  const args = prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`, serverMain] : [serverMain];
  const child = spawn(process.execPath, args, { env: full, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

export function summary(label: string, r: autocannon.Result): string {
  return `${label.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  errors ${r.errors + r.timeouts + r.non2xx}`;
}
