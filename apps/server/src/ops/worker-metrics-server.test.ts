import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../features/videos/test-creation';
import { enqueueJob } from '../jobs/enqueue-job';
import { startTestServer, type TestServer } from '../test/test-server';
import { sample } from './test-metrics';
import { serveWorkerMetrics } from './worker-metrics-server';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(
    opened
      .splice(0)
      .reverse()
      .map((o) => o.close()),
  );
});

describe('a worker’s own metrics port (WORKER_METRICS_PORT)', () => {
  it('is off unless set', async () => {
    const server: TestServer = await startTestServer();
    opened.push(server);
    expect(await serveWorkerMetrics(server.ctx)).toBeNull();
  });

  it('serves the jobs this process ran, /healthz and /readyz; METRICS_TOKEN applies', async () => {
    const server: TestServer = await startTestServer({ metricsToken: 'worker-token' });
    opened.push(server);
    const served = await serveWorkerMetrics(server.ctx, 0);
    if (!served) throw new Error('no metrics server');
    opened.push(served);
    const base = `http://127.0.0.1:${served.port}`;
    const scrape = async () =>
      (
        await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer worker-token' } })
      ).text();
    const ran = async () =>
      sample(await scrape(), 'talkreel_job_duration_seconds_count', {
        kind: 'maintenance.purge-expired',
        outcome: 'completed',
      }) ?? 0;
    const before = await ran();
    await enqueueJob(server.ctx, 'maintenance.purge-expired', {});
    await eventually(async () => (await ran()) === before + 1, 30_000);

    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      checks: { database: 'ok', queue: 'ok', storage: 'ok' },
    });
    expect((await fetch(`${base}/nope`)).status).toBe(404);
  });
});
