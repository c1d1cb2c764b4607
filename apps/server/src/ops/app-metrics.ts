import { Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../app-context';
import { type JobName, jobNames } from '../jobs/job-names';
import type { QueueStats } from '../ports/queue/job-queue';

/** The queue may be down while it is scraped: the queue gauges are left out rather than hang. */
const QUEUE_SCRAPE_TIMEOUT_MS = 2_000;

export interface AppMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
}

/**
 * Metrics of one API server: its HTTP latency, and the queue as every process sees it (read
 * from the shared database or Redis at scrape time, so any API server reports the same
 * cluster-wide depth and renders in progress: aggregate those with max, not sum).
 */
export function createAppMetrics(ctx: Pick<AppContext, 'queue'>): AppMetrics {
  const registry = new Registry();
  const httpDuration = new Histogram({
    name: 'talkreel_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern (not the raw address) and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });

  // One read of the queue per scrape, shared by the gauges below.
  let pending: Promise<Map<JobName, QueueStats> | null> | undefined;
  const readQueue = () => {
    pending ??= statsOfEveryJob(ctx).finally(() => {
      pending = undefined;
    });
    return pending;
  };

  new Gauge({
    name: 'talkreel_queue_jobs',
    help: 'Jobs in the queue by job kind and state (waiting, delayed, active), all processes.',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const stats = await readQueue();
      for (const [kind, s] of stats ?? []) {
        this.set({ kind, state: 'waiting' }, s.waiting);
        this.set({ kind, state: 'delayed' }, s.delayed);
        this.set({ kind, state: 'active' }, s.active);
      }
    },
  });
  new Gauge({
    name: 'talkreel_queue_depth',
    help: 'Jobs waiting to run (due or delayed) by job kind, all processes.',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [kind, s] of (await readQueue()) ?? []) this.set({ kind }, s.waiting + s.delayed);
    },
  });
  new Gauge({
    name: 'talkreel_renders_in_progress',
    help: 'Videos being rendered now, by all workers.',
    registers: [registry],
    async collect() {
      this.reset();
      const render = (await readQueue())?.get('video.render');
      if (render) this.set(render.active);
    },
  });
  return { registry, httpDuration };
}

async function statsOfEveryJob(ctx: Pick<AppContext, 'queue'>) {
  let timer: NodeJS.Timeout | undefined;
  const read = Promise.all(
    jobNames.map(async (name) => [name, await ctx.queue.stats(name)] as const),
  ).then((pairs) => new Map(pairs));
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), QUEUE_SCRAPE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([read.catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
