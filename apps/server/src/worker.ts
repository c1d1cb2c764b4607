import pino from 'pino';
import type { AppContext } from './app-context';
import { openPorts } from './bootstrap';
import { loadConfig } from './config';
import { jobNames } from './jobs/job-names';
import { startJobWorkers } from './jobs/start-job-workers';
import { serveWorkerMetrics } from './ops/worker-metrics-server';

/** After the shutdown grace, how long handing jobs back may still take before exit(1). */
const HARD_STOP_MARGIN_MS = 10_000;

/**
 * Entry for a separate job worker process (`npm run worker`): runs every registered job until
 * SIGINT/SIGTERM, then finishes (or, past SHUTDOWN_GRACE_MS, hands back) the jobs in hand
 * before it exits. Pair with WORKERS=external.
 */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const ports = await openPorts(config, (line) => log.info(line));
  const ctx: AppContext = { config, ...ports, log, now: Date.now };
  await startJobWorkers(ctx);
  await serveWorkerMetrics(ctx);
  log.info(`Talkreel worker started (${ports.queue.kind} queue; jobs: ${jobNames.join(', ')})`);

  let stopping = false;
  // SIGTERM (or SIGINT): take no new job, let running ones finish within SHUTDOWN_GRACE_MS,
  // then abort them and hand them back to the queue (another worker runs them, the try not
  // counted), exit 0. A second signal exits at once; so does a job that ignores its signal.
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    const grace = config.shutdownGraceMs;
    log.info(`worker stopping on ${signal}: running jobs get ${grace} ms, then are handed back`);
    setTimeout(() => {
      log.error(`worker still stopping ${grace + HARD_STOP_MARGIN_MS} ms after ${signal}: exiting`);
      process.exit(1);
    }, grace + HARD_STOP_MARGIN_MS).unref();
    await ports.close({ graceMs: grace });
    log.info('worker stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
