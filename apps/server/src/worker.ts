import pino from 'pino';
import type { AppContext } from './app-context';
import { openPorts } from './bootstrap';
import { loadConfig } from './config';
import { jobNames } from './jobs/job-names';
import { startJobWorkers } from './jobs/start-job-workers';
import { serveWorkerMetrics } from './ops/worker-metrics-server';

/**
 * Entry for a separate job worker process (`npm run worker`): runs every registered job until
 * SIGINT/SIGTERM, then finishes the jobs in hand before it exits. Pair with WORKERS=external.
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
  // The first signal lets running jobs finish; a second one exits at once.
  const stop = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info('worker stopping: finishing running jobs');
    await ports.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
