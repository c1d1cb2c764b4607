import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { stockActorId } from '../features/stock/stock-selection';
import { eventually, seedFewStock } from '../features/videos/test-creation';
import { enqueueJob } from '../jobs/enqueue-job';
import { deleteRedisKeys } from '../ports/queue/queue-contract';
import { signUp } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';
import { testTime } from '../test/test-time';
import { sample } from './test-metrics';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
async function serve(overrides: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(overrides);
  servers.push(server);
  return server;
}
const scrape = async (server: TestServer, token?: string) => {
  const res = await fetch(`${server.url}/metrics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

const redisUrl = process.env.REDIS_URL;
const prefix = `talkreel-test-${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  if (redisUrl) await deleteRedisKeys(redisUrl, prefix);
});

describe('/metrics', () => {
  it('times requests by route pattern and status, next to the process defaults', async () => {
    const server = await serve();
    const { token } = await signUp(server);
    // Two different ids on one route: one series, labelled with the pattern.
    for (const id of ['v-one', 'v-two'])
      await server.call('GET', `/video/user-actor-template/${id}`, undefined, { token });
    await fetch(`${server.url}/no/such/page`);
    const { status, type, text } = await scrape(server);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    const byPattern = text
      .split('\n')
      .filter((l) => l.startsWith('talkreel_http_request_duration_seconds_count'))
      .filter((l) => l.includes('user-actor-template'));
    expect(byPattern).toHaveLength(1);
    expect(byPattern[0]).toContain('route="/api/v1/video/user-actor-template/:id"');
    expect(Number(byPattern[0].split(' ')[1])).toBe(2);
    expect(text).not.toContain('v-one');
    expect(
      sample(text, 'talkreel_http_request_duration_seconds_count', {
        method: 'GET',
        route: 'unmatched',
        status: '404',
      }),
    ).toBe(1);
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const server = await serve({ metricsToken: 'scrape-me-7' });
    const none = await scrape(server);
    expect(none.status).toBe(401);
    expect(JSON.parse(none.text)).toMatchObject({ code: 1002 });
    expect((await scrape(server, 'scrape-me-8')).status).toBe(401);
    const right = await scrape(server, 'scrape-me-7');
    expect(right.status).toBe(200);
    expect(right.text).toContain('talkreel_queue_depth');
  });

  for (const queue of ['database', 'bullmq'] as const) {
    it.runIf(queue === 'database' || redisUrl)(
      `reports queue depth by job kind and renders in progress (${queue} queue)`,
      async () => {
        const server = await serve({
          // No worker here: what is queued stays queued, as with workers down.
          workers: 'external',
          ...(queue === 'bullmq' ? { redisUrl, queuePrefix: prefix } : {}),
        });
        const before = (await scrape(server)).text;
        expect(sample(before, 'talkreel_queue_depth', { kind: 'video.render' })).toBe(0);
        expect(sample(before, 'talkreel_renders_in_progress')).toBe(0);
        await enqueueJob(server.ctx, 'video.render', { video_id: 'v1' });
        await enqueueJob(server.ctx, 'video.render', { video_id: 'v2' });
        await enqueueJob(server.ctx, 'stock.seed', { limit: 0 }, { delayMs: 60_000 });
        const after = (await scrape(server)).text;
        expect(sample(after, 'talkreel_queue_depth', { kind: 'video.render' })).toBe(2);
        expect(sample(after, 'talkreel_queue_depth', { kind: 'stock.seed' })).toBe(1);
        expect(
          sample(after, 'talkreel_queue_jobs', { kind: 'video.render', state: 'waiting' }),
        ).toBe(2);
        expect(sample(after, 'talkreel_queue_jobs', { kind: 'stock.seed', state: 'delayed' })).toBe(
          1,
        );
      },
    );
  }

  it('counts job durations by kind and outcome in the process that ran them', async () => {
    const server = await serve();
    const count = async () =>
      sample((await scrape(server)).text, 'talkreel_job_duration_seconds_count', {
        kind: 'maintenance.purge-expired',
        outcome: 'completed',
      }) ?? 0;
    const before = await count();
    await enqueueJob(server.ctx, 'maintenance.purge-expired', {});
    await eventually(async () => (await count()) === before + 1, 30_000);
    const text = (await scrape(server)).text;
    expect(sample(text, 'talkreel_jobs_running', { kind: 'maintenance.purge-expired' })).toBe(0);
  });

  it('counts speech cache misses and hits', { timeout: testTime(120_000) }, async () => {
    const server = await serve();
    await seedFewStock(server, 2);
    const { token } = await signUp(server);
    const lookups = async () => {
      const text = (await scrape(server)).text;
      return {
        hit: sample(text, 'talkreel_speech_cache_lookups_total', { result: 'hit' }) ?? 0,
        miss: sample(text, 'talkreel_speech_cache_lookups_total', { result: 'miss' }) ?? 0,
      };
    };
    const body = {
      text: `Counting the cache ${randomBytes(4).toString('hex')}.`,
      voice_id: 'en-ava',
      actor_id: stockActorId('olivia-studio'),
      model_name: 'espeak-ng',
      voice_settings: { stability: 0, similarity_boost: 0, style_exaggeration: 0, speed: 1 },
      audio_name: 'Cache check',
      save_to_db: true,
      upload_to_s3: true,
    };
    const before = await lookups();
    const first = await server.call('POST', '/audio/tts/generate', body, { token });
    expect(first.body.code, first.body.message).toBe(200);
    expect(await lookups()).toEqual({ hit: before.hit, miss: before.miss + 1 });
    await server.call('POST', '/audio/tts/generate', body, { token });
    expect(await lookups()).toEqual({ hit: before.hit + 1, miss: before.miss + 1 });
  });
});
