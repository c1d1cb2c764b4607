/**
 * API throughput benchmark. Starts the built server (apps/server/dist, so `npm run build` first)
 * and a bare Fastify "hello world" as child processes on loopback, then with autocannon:
 *  1. the bare server and the signed `POST /sidebar/folder/projects` of a folder holding 200
 *     projects, 100 connections each, after a 3 s warm-up of each, in three rounds taken in
 *     turn: prints each round's throughput, p50/p99 and the CPU each server spent per call, then
 *     the median throughput ratio (ours ÷ bare) and the worst p99. The listing is asked with
 *     the Accept-Encoding and Accept-Language a browser sends, so it comes compressed as the
 *     web app gets it;
 *  2. 200 simulated users (each a real account with its own tree) browsing for 60 s: folders,
 *     a folder's projects, the uncategorized ones, their profile: prints throughput, p50/p99 and
 *     the error count (HTTP errors, time-outs and envelopes whose code is not 200).
 * Run with `npm run bench:api` (`-- --quick` for 5 s runs and 40 users). Bounded; removes its data.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE_PATH } from '@talkreel/contract';
import autocannon from 'autocannon';
import {
  Client,
  createInvitations,
  freePort,
  serverCpu,
  serverMain,
  signIn,
  sleep,
  waitUntil,
} from './support/server';
import { benchServerEnv, spawnBenchServer, startBare, summary } from './support/throughput';

const quick = process.argv.includes('--quick');
const PROJECTS = 200;
const CONNECTIONS = 100;
const THROUGHPUT_SECONDS = quick ? 5 : 10;
const WARM_UP_SECONDS = 3;
const ROUNDS = 3;
const USERS = quick ? 40 : 200;
const BROWSE_SECONDS = quick ? 10 : 60;
const RUN_LIMIT_MS = 15 * 60_000;

/**
 * Waits until the server has finished the work its setup left behind (jobs it queued), so the
 * CPU it spends per call is the calls' own: less than 5% of a core over half a second.
 */
async function untilIdle(child: ChildProcess): Promise<void> {
  const cpu = () => {
    const c = serverCpu(child.pid ?? 0);
    return c.main + c.others;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const before = cpu();
    await sleep(500);
    if (Number.isNaN(before) || cpu() - before < 0.025) return;
  }
  console.log('bench: the server did not go idle within 2 min; measuring anyway');
}

async function must<T>(reply: Promise<{ code: number; message: string; data: T }>): Promise<T> {
  const r = await reply;
  if (r.code !== 200) throw new Error(`setup call refused: ${r.code} ${r.message}`);
  return r.data;
}

interface Tree {
  client: Client;
  folderId: string;
}

/** A folder with `projects` projects in it, plus a few uncategorized ones. */
async function makeTree(client: Client, projects: number): Promise<Tree> {
  const { folder } = await must(
    client.call<{ folder: { id: string } }>('POST', '/sidebar/folder', { name: 'Bench folder' }),
  );
  for (let i = 0; i < projects; i++) {
    await must(
      client.call('POST', '/sidebar/project', { name: `Project ${i + 1}`, folder_id: folder.id }),
    );
  }
  for (let i = 0; i < 3; i++) {
    await must(
      client.call('POST', '/sidebar/project', { name: `Loose ${i + 1}`, folder_id: null }),
    );
  }
  return { client, folderId: folder.id };
}

const post = (path: string, body: unknown) => ({
  method: 'POST' as const,
  path: `${API_BASE_PATH}${path}`,
  body: JSON.stringify(body),
});

async function main(): Promise<void> {
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: run npm run build first`);
  const dataDir = await mkdtemp(join(tmpdir(), 'talkreel-bench-api-'));
  const [port, barePort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawnBenchServer(benchServerEnv(dataDir, port));
  const bare = startBare(barePort);
  const limit = setTimeout(() => {
    console.error(`bench: gave up after ${RUN_LIMIT_MS / 60_000} min`);
    server.kill('SIGKILL');
    bare.kill('SIGKILL');
    process.exit(1);
  }, RUN_LIMIT_MS);
  try {
    const anonymous = new Client(baseUrl, '10.78.0.1');
    await waitUntil(
      'the server',
      async () => (await anonymous.call('GET', '/rsapub')).code === 200,
      server,
    );
    await waitUntil(
      'the bare server',
      async () => (await fetch(`http://127.0.0.1:${barePort}/`)).ok,
      bare,
    );

    const invitations = await createInvitations(dataDir, USERS);
    const users: Client[] = [];
    for (let n = 0; n < USERS; n++) users.push(await signIn(baseUrl, dataDir, n, invitations[n]));
    const big = await makeTree(users[0], PROJECTS);
    const listed = await must(
      big.client.call<{ projects: unknown[] }>('POST', '/sidebar/folder/projects', {
        folder_id: big.folderId,
      }),
    );
    if (listed.projects.length !== PROJECTS)
      throw new Error(`listed ${listed.projects.length} projects`);
    const trees = [big];
    for (const client of users.slice(1)) trees.push(await makeTree(client, 10));

    console.log(
      `API bench on ${cpus().length} cores, load average ${loadavg()[0].toFixed(2)} at start\n`,
    );
    // CPU seconds each server spent per call: unlike throughput, barely moved by other work
    // sharing the cores, so the ratio of the two holds on a busy machine too.
    const cpuOf = (child: ChildProcess) => {
      const c = serverCpu(child.pid ?? 0);
      return c.main + c.others;
    };
    await untilIdle(server);
    const bareCall = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${barePort}/`,
        connections: CONNECTIONS,
        duration,
      });
    let refused = 0;
    const apiCall = (duration: number) =>
      autocannon({
        url: baseUrl,
        connections: CONNECTIONS,
        duration,
        headers: {
          ...big.client.signedHeaders(),
          'content-type': 'application/json',
          'accept-encoding': 'gzip, deflate, br, zstd',
          'accept-language': 'en-US,en;q=0.9',
        },
        requests: [
          {
            ...post('/sidebar/folder/projects', { folder_id: big.folderId }),
            // Only a success is ever compressed (a reused listing): a compressed body is one.
            onResponse: (_status, body, _context, headers) => {
              if (!headers?.['content-encoding'] && !body.startsWith('{"code":200')) refused++;
            },
          },
        ],
      });
    // A warm-up of each, unmeasured, as a long-running server would be: the first seconds of a
    // fresh process go to V8 compiling its hot paths (15% of the server's CPU in a 5 s profile).
    await bareCall(WARM_UP_SECONDS);
    await apiCall(WARM_UP_SECONDS);
    // Rounds taken in turn, bare then ours, and the median ratio: the bare server's throughput
    // alone moved by ±12% between runs on a quiet machine, more than the changes measured here.
    const rounds: { ratio: number; bareCpu: number; apiCpu: number; p99: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      let cpu = cpuOf(bare);
      const bareRun = await bareCall(THROUGHPUT_SECONDS);
      const bareCpu = (cpuOf(bare) - cpu) / bareRun.requests.total;
      cpu = cpuOf(server);
      const apiRun = await apiCall(THROUGHPUT_SECONDS);
      const apiCpu = (cpuOf(server) - cpu) / apiRun.requests.total;
      const ratio = apiRun.requests.average / bareRun.requests.average;
      console.log(`round ${round} of ${ROUNDS}, load average ${loadavg()[0].toFixed(2)}`);
      console.log(summary('  bare Fastify hello world', bareRun));
      console.log(summary(`  folder of ${PROJECTS} projects (signed)`, apiRun));
      console.log(
        `  ratio ${ratio.toFixed(3)}; server CPU per call: bare ${(bareCpu * 1e3).toFixed(3)} ms, ours ${(apiCpu * 1e3).toFixed(3)} ms`,
      );
      rounds.push({ ratio, bareCpu, apiCpu, p99: apiRun.latency.p99 });
    }
    const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)];
    const worstP99 = Math.max(...rounds.map((r) => r.p99));
    console.log(
      `throughput ratio (median of ${ROUNDS}) ${median.ratio.toFixed(3)} (goal ≥ 0.2: ${median.ratio >= 0.2 ? 'met' : 'not met'}); ` +
        `worst p99 ${worstP99} ms (goal ≤ 50: ${worstP99 <= 50 ? 'met' : 'not met'}); ` +
        `${refused} refused replies`,
    );
    console.log(
      `server CPU per call (median round): bare ${(median.bareCpu * 1e3).toFixed(3)} ms, ours ${(median.apiCpu * 1e3).toFixed(3)} ms ` +
        `(CPU ratio bare ÷ ours ${(median.bareCpu / median.apiCpu).toFixed(3)})`,
    );

    let browseRefused = 0;
    const countRefusal = (_status: number, body: string) => {
      if (!body.startsWith('{"code":200')) browseRefused++;
    };
    let nextUser = 0;
    const browse = await autocannon({
      url: baseUrl,
      connections: USERS,
      duration: BROWSE_SECONDS,
      // Each connection is one user, signed in as its own account, walking its own tree.
      setupClient: (client) => {
        const tree = trees[nextUser++ % trees.length];
        client.setHeaders({ ...tree.client.signedHeaders(), 'content-type': 'application/json' });
        client.setRequests([
          { ...post('/sidebar/folders', {}), onResponse: countRefusal },
          {
            ...post('/sidebar/folder/projects', { folder_id: tree.folderId }),
            onResponse: countRefusal,
          },
          {
            ...post('/sidebar/folder/projects', { folder_id: 'uncategorized' }),
            onResponse: countRefusal,
          },
          { method: 'GET', path: `${API_BASE_PATH}/users/profile`, onResponse: countRefusal },
        ]);
      },
    });
    const errors = browse.errors + browse.timeouts + browse.non2xx + browseRefused;
    console.log(
      `\n${USERS} users browsing for ${BROWSE_SECONDS} s: ${browse.requests.total} calls, ` +
        `${browse.requests.average.toFixed(0)} req/s, p50 ${browse.latency.p50} ms, p99 ${browse.latency.p99} ms, ` +
        `${errors} errors (goal 0: ${errors === 0 ? 'met' : 'not met'})`,
    );
    console.log(`load average at end: ${loadavg()[0].toFixed(2)}`);
  } finally {
    clearTimeout(limit);
    for (const child of [server, bare]) child.kill('SIGTERM');
    await Promise.all(
      [server, bare].map(
        (c) =>
          new Promise((resolve) => (c.exitCode === null ? c.once('exit', resolve) : resolve(null))),
      ),
    );
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
