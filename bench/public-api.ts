/**
 * Public API throughput benchmark. Starts the built server (apps/server/dist, so `npm run build`
 * first) and a bare Fastify "hello world" as child processes on loopback, makes an account, an
 * API key (`npm run admin -- api-keys create`) and 100 finished videos in the key's workspace,
 * then with autocannon, 100 connections each, after a 3 s warm-up of each, in three rounds taken
 * in turn: the bare server and `GET /api/public/v1/videos?limit=100` with the key (each reply the
 * 100 video resources, three signed file links each). Prints each round's throughput, p50/p99 and
 * the CPU each server spent per call, the median throughput ratio (ours ÷ bare) and the worst
 * p99, like bench/api.ts.
 * The key's rate limit is set far above what the run can spend, so every call is still counted
 * against it (one upsert each) but none is refused.
 * Run with `npm run bench:public-api` (`-- --quick` for 5 s rounds). Bounded; removes its data.
 */
import { type ChildProcess, execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PUBLIC_API_BASE_PATH, VideoStatus } from '@talkreel/contract';
import autocannon from 'autocannon';
import { newId } from '../apps/server/src/lib/ids';
import { connectDb } from '../apps/server/src/ports/db/connect';
import {
  Client,
  createInvitations,
  freePort,
  serverAdmin,
  serverCpu,
  serverMain,
  signIn,
  waitUntil,
} from './support/server';
import { benchServerEnv, spawnBenchServer, startBare, summary } from './support/throughput';

const quick = process.argv.includes('--quick');
const VIDEOS = 100;
const CONNECTIONS = 100;
const THROUGHPUT_SECONDS = quick ? 5 : 10;
const WARM_UP_SECONDS = 3;
const ROUNDS = 3;
const RUN_LIMIT_MS = 10 * 60_000;

const run = promisify(execFile);

const benchEnv = (dataDir: string, port: number) =>
  benchServerEnv(dataDir, port, { PUBLIC_API_READS_PER_MINUTE: '1000000000' });

/** A new API key of the account, from the operator's command line (its last word). */
async function createApiKey(dataDir: string, email: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [serverAdmin, 'api-keys', 'create', '--email', email, '--scope', 'write', '--name', 'bench'],
    { env: benchEnv(dataDir, 0) },
  );
  const key = stdout.trim().split(/\s+/).pop() ?? '';
  if (!key.startsWith('tr_')) throw new Error(`api-keys create printed no key: ${stdout}`);
  return key;
}

async function publicCall<T>(
  baseUrl: string,
  key: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${PUBLIC_API_BASE_PATH}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * `count` finished videos in the key's workspace and project, as a render leaves them (a video,
 * a poster and captions stored, a duration): written to the database directly, since rendering
 * a hundred videos would take this machine most of an hour and is not what is measured here.
 */
async function insertFinishedVideos(
  dataDir: string,
  key: string,
  projectId: string,
  count: number,
) {
  const { db } = connectDb({ sqliteFile: join(dataDir, 'talkreel.db') });
  try {
    const apiKey = await db
      .selectFrom('api_keys')
      .select(['workspace_id', 'created_by'])
      .where('prefix', '=', key.slice(0, 10))
      .executeTakeFirstOrThrow();
    const start = Date.now() - count * 60_000;
    for (let i = 0; i < count; i++) {
      const id = newId();
      const at = start + i * 60_000;
      await db
        .insertInto('videos')
        .values({
          id,
          task_id: id,
          workspace_id: apiKey.workspace_id,
          project_id: projectId,
          user_id: apiKey.created_by,
          actor_id: 'bench-actor',
          actor_name: 'Bench actor',
          actor_model_id: 'bench-actor',
          voice_id: 'bench-voice',
          voice_settings: JSON.stringify({ speed: 1 }),
          voice_model_name: null,
          scene_id: null,
          input_text: `Benchmark video number ${i + 1}. Welcome to our studio, where we talk about the weather.`,
          video_status: VideoStatus.FINISHED,
          video_key: `videos/${id}/video.mp4`,
          compressed_video_key: `videos/${id}/compressed.mp4`,
          poster_key: `videos/${id}/poster.jpg`,
          poster_thumbs: null,
          srt_key: `videos/${id}/captions.srt`,
          burn_captions: 0,
          tts_audio_id: null,
          duration_ms: 12_400,
          error: null,
          retries: 0,
          created_at: at,
          updated_at: at + 30_000,
          finished_at: at + 30_000,
          queued_at: at,
          render_job: null,
          render_started_at: null,
          render_progress: 100,
          title: `Bench ${i + 1}`,
          metadata: JSON.stringify({ order: String(i + 1) }),
        })
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: run npm run build first`);
  const dataDir = await mkdtemp(join(tmpdir(), 'talkreel-bench-public-api-'));
  const [port, barePort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawnBenchServer(benchEnv(dataDir, port));
  const bare = startBare(barePort);
  const limit = setTimeout(() => {
    console.error(`bench: gave up after ${RUN_LIMIT_MS / 60_000} min`);
    server.kill('SIGKILL');
    bare.kill('SIGKILL');
    process.exit(1);
  }, RUN_LIMIT_MS);
  try {
    const anonymous = new Client(baseUrl, '10.79.0.1');
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
    const [invitation] = await createInvitations(dataDir, 1);
    await signIn(baseUrl, dataDir, 0, invitation);
    const key = await createApiKey(dataDir, 'bench0@example.com');
    const project = await publicCall<{ id: string }>(baseUrl, key, 'POST', '/projects', {
      name: 'Bench',
    });
    await insertFinishedVideos(dataDir, key, project.id, VIDEOS);
    const path = `${PUBLIC_API_BASE_PATH}/videos?limit=${VIDEOS}`;
    const listed = await publicCall<{ data: { status: string; video_url: string | null }[] }>(
      baseUrl,
      key,
      'GET',
      `/videos?limit=${VIDEOS}`,
    );
    if (listed.data.length !== VIDEOS || listed.data.some((v) => !v.video_url))
      throw new Error(`listed ${listed.data.length} videos, not ${VIDEOS} finished ones`);

    console.log(
      `Public API bench on ${cpus().length} cores, load average ${loadavg()[0].toFixed(2)} at start\n`,
    );
    const bareCall = (duration: number) =>
      autocannon({ url: `http://127.0.0.1:${barePort}/`, connections: CONNECTIONS, duration });
    let short = 0;
    const apiCall = (duration: number) =>
      autocannon({
        url: baseUrl,
        connections: CONNECTIONS,
        duration,
        headers: { authorization: `Bearer ${key}` },
        requests: [
          {
            method: 'GET',
            path,
            // A reply that is not the whole page (a refusal, a cut list) is counted, not measured.
            onResponse: (status, body) => {
              if (status !== 200 || !body.includes('"next_cursor"')) short++;
            },
          },
        ],
      });
    // A warm-up of each, unmeasured: the first seconds of a process go to V8 compiling.
    await bareCall(WARM_UP_SECONDS);
    await apiCall(WARM_UP_SECONDS);
    // Rounds taken in turn, bare then ours, and the median ratio: the bare server alone moves
    // by ±12% between runs on a quiet machine.
    // CPU seconds each server spent per call: unlike throughput, barely moved by other work
    // sharing the cores, so it still says something on a busy machine.
    const cpuOf = (child: ChildProcess) => {
      const c = serverCpu(child.pid ?? 0);
      return c.main + c.others;
    };
    const rounds: { ratio: number; p99: number; bareCpu: number; apiCpu: number }[] = [];
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
      console.log(summary(`  GET /videos (${VIDEOS} videos, key)`, apiRun));
      console.log(
        `  ratio ${ratio.toFixed(3)}; server CPU per call: bare ${(bareCpu * 1e3).toFixed(3)} ms, ours ${(apiCpu * 1e3).toFixed(3)} ms`,
      );
      rounds.push({ ratio, p99: apiRun.latency.p99, bareCpu, apiCpu });
    }
    const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)];
    const worstP99 = Math.max(...rounds.map((r) => r.p99));
    console.log(
      `GET /videos (${VIDEOS} videos): throughput ratio to bare Fastify (median of ${ROUNDS}) ` +
        `${median.ratio.toFixed(3)}; worst p99 ${worstP99} ms; ${short} replies that were not the page`,
    );
    console.log(
      `server CPU per call (median round): bare ${(median.bareCpu * 1e3).toFixed(3)} ms, ours ${(median.apiCpu * 1e3).toFixed(3)} ms ` +
        `(CPU ratio bare ÷ ours ${(median.bareCpu / median.apiCpu).toFixed(3)})`,
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
