/**
 * Preview load benchmark: does the API stay responsive while speech previews are made? Starts the
 * built server (apps/server/dist, so `npm run build` first) on loopback with a temporary data dir
 * and two stock voices, signs a few users in through the real HTTP flow, then times
 * `GET /api/v1/rsapub` on the idle server and again while 40 previews with distinct texts run in
 * parallel. Prints p50/p99 for both and how the previews ended. Run with `npm run bench:previews`.
 * Stops by itself (the whole run is bounded) and removes its data dir.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PREVIEW_CONCURRENCY, PREVIEW_LIMIT, PREVIEW_QUEUE_LIMIT } from '@talkreel/contract';
import {
  Client,
  freePort,
  percentile,
  serverCpu,
  serverEnv,
  serverMain,
  signIn,
  waitUntil,
} from './support/server';

const PREVIEWS = 40;
const USERS = Math.ceil(PREVIEWS / PREVIEW_LIMIT) + 1;
const IDLE_SAMPLES = 300;
const RUN_LIMIT_MS = 10 * 60_000;
const VOICES = ['en-ava', 'en-grace'];

const sentences = [
  'Our studio opens early on weekdays',
  'Every script gets a careful read before recording',
  'The new voices sound warmer than last season',
  'Please check the captions before you publish',
  'We render each video at seven hundred twenty pixels',
  'Short clips keep viewers watching to the end',
  'A friendly greeting sets the tone for the rest',
  'Questions from the audience arrive every morning',
];
/** Distinct preview texts of about 120 characters (distinct, so none is served from the cache). */
const previewText = (i: number) =>
  `${sentences[i % sentences.length]}, take ${i + 1}. ${sentences[(i * 3 + 1) % sentences.length]}.`;

/** Times `GET /rsapub` one call after another until `until` settles (or `count` calls). */
async function timeRsapub(client: Client, until?: Promise<unknown>, count = Infinity) {
  const times: number[] = [];
  let settled = false;
  void until?.finally(() => {
    settled = true;
  });
  while (!settled && times.length < count) {
    const started = performance.now();
    const reply = await client.call<{ rsa_id: string }>('GET', '/rsapub');
    if (reply.code !== 200) throw new Error(`rsapub answered ${reply.code}`);
    times.push(performance.now() - started);
  }
  return times;
}

const row = (label: string, times: number[]) =>
  `${label.padEnd(22)} ${String(times.length).padStart(7)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 99).toFixed(1).padStart(8)} ${Math.max(
    ...times,
  )
    .toFixed(1)
    .padStart(8)}`;

async function main(): Promise<void> {
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: run npm run build first`);
  const dataDir = await mkdtemp(join(tmpdir(), 'talkreel-bench-previews-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [serverMain], {
    env: serverEnv(dataDir, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk;
  });
  const limit = setTimeout(() => {
    console.error(`bench: gave up after ${RUN_LIMIT_MS / 60_000} min`);
    child.kill('SIGKILL');
    process.exit(1);
  }, RUN_LIMIT_MS);
  try {
    const anonymous = new Client(baseUrl, '10.77.1.1');
    await waitUntil(
      'the server',
      async () => (await anonymous.call('GET', '/rsapub')).code === 200,
      child,
    );
    const users: Client[] = [];
    for (let n = 0; n < USERS; n++) users.push(await signIn(baseUrl, dataDir, n));
    await waitUntil(
      'the stock voices',
      async () => {
        const page = await users[0].call<{ audios: { voice_tts_id: string }[] }>(
          'POST',
          '/audio/show',
          {
            condition3: { condition: 'default_voices' },
          },
        );
        const ids = page.data?.audios?.map((a) => a.voice_tts_id) ?? [];
        return VOICES.every((voice) => ids.includes(voice));
      },
      child,
    );
    // One preview first, so espeak's worker has started before anything is timed.
    const warm = await users[0].call('POST', '/audio/tts/generate', {
      text: 'Warming up.',
      voice_id: VOICES[0],
    });
    if (warm.code !== 200) throw new Error(`warm-up preview: ${warm.code} ${warm.message}`);

    console.log(
      `preview load: ${PREVIEWS} previews from ${USERS} users (limit ${PREVIEW_LIMIT}/min each), ` +
        `${PREVIEW_CONCURRENCY} run at once per process, ${PREVIEW_QUEUE_LIMIT} may wait`,
    );
    console.log(`load average at start: ${loadavg()[0].toFixed(2)} (${cpus().length} cores)\n`);
    const pid = child.pid ?? 0;
    const idleBefore = serverCpu(pid);
    const idle = await timeRsapub(anonymous, undefined, IDLE_SAMPLES);
    const idleMain = serverCpu(pid).main - idleBefore.main;

    const cpuBefore = serverCpu(pid);
    const started = performance.now();
    const outcomes: { code: number; ms: number }[] = [];
    const previews = Promise.all(
      Array.from({ length: PREVIEWS }, async (_, i) => {
        const user = users[i % USERS];
        const reply = await user.call('POST', '/audio/tts/generate', {
          text: previewText(i),
          voice_id: VOICES[i % VOICES.length],
        });
        outcomes.push({ code: reply.code, ms: performance.now() - started });
      }),
    );
    const busy = await timeRsapub(anonymous, previews);
    await previews;
    const wall = performance.now() - started;
    const cpuAfter = serverCpu(pid);

    console.log('GET /rsapub            samples   p50 ms   p99 ms   max ms');
    console.log(row('idle server', idle));
    console.log(row(`during ${PREVIEWS} previews`, busy));
    const byCode = new Map<number, number>();
    for (const outcome of outcomes) byCode.set(outcome.code, (byCode.get(outcome.code) ?? 0) + 1);
    const codes = [...byCode].map(([code, n]) => `${n} × ${code}`).join(', ');
    const ok = outcomes.filter((o) => o.code === 200).map((o) => o.ms);
    console.log(
      `\npreviews: ${codes} in ${(wall / 1000).toFixed(1)} s` +
        (ok.length
          ? ` (first done ${(Math.min(...ok) / 1000).toFixed(1)} s, last ${(Math.max(...ok) / 1000).toFixed(1)} s)`
          : ''),
    );
    const mainCpu = cpuAfter.main - cpuBefore.main;
    const otherCpu = cpuAfter.others - cpuBefore.others;
    // What the rsapub calls themselves cost the main thread, from the idle phase.
    const perCall = idleMain / idle.length;
    const previewMain = Math.max(0, mainCpu - perCall * busy.length) / PREVIEWS;
    console.log(
      `server CPU during the previews: main thread ${mainCpu.toFixed(2)} s, of which about ` +
        `${(previewMain * 1000).toFixed(0)} ms a preview (rsapub calls at ${(perCall * 1000).toFixed(2)} ms ` +
        `each taken out); other threads (speech workers, libuv, GC) ${otherCpu.toFixed(2)} s`,
    );
    const p99 = percentile(busy, 99);
    console.log(
      `rsapub p99 during previews: ${p99.toFixed(1)} ms (goal under 100 ms: ${p99 < 100 ? 'met' : 'not met'}); ` +
        `p99 ratio busy/idle ${(p99 / percentile(idle, 99)).toFixed(2)}`,
    );
    console.log(`load average at end: ${loadavg()[0].toFixed(2)}`);
  } catch (error) {
    console.error(log.slice(-4000));
    throw error;
  } finally {
    clearTimeout(limit);
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode === null ? child.once('exit', resolve) : resolve(null),
    );
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
