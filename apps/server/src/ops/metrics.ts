import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Metrics of this process, whatever it runs (API, worker or both): Node's defaults, the jobs it
 * ran, its speech cache lookups and the client events it recorded. One registry per process,
 * so every module counts into the same place; tests read differences, never absolute values.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

export const jobDuration = new Histogram({
  name: 'talkreel_job_duration_seconds',
  help: 'Background jobs run by this process, by job kind and outcome (completed or failed).',
  labelNames: ['kind', 'outcome'] as const,
  // From a purge (milliseconds) to a long render (minutes).
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
  registers: [processMetrics],
});

export const jobsRunning = new Gauge({
  name: 'talkreel_jobs_running',
  help: 'Background jobs this process is running now, by job kind.',
  labelNames: ['kind'] as const,
  registers: [processMetrics],
});

export const speechCacheLookups = new Counter({
  name: 'talkreel_speech_cache_lookups_total',
  help: 'Speech requests answered from the stored speech (hit) or synthesised (miss).',
  labelNames: ['result'] as const,
  registers: [processMetrics],
});

export const clientEvents = new Counter({
  name: 'talkreel_client_events_total',
  help: 'Analytics events the web app reported through POST /events, by event name.',
  labelNames: ['name'] as const,
  registers: [processMetrics],
});

export const METRICS_CONTENT_TYPE = processMetrics.contentType;
