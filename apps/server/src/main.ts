import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPorts } from './bootstrap';
import { loadConfig } from './config';
import { allRoutes } from './features';
import {
  countUnusedInvitationCodes,
  createInvitationCodes,
} from './features/access/invitation-codes';
import { scheduleStockSeed } from './features/stock/seed-job';
import { buildApp } from './http/app';
import { startJobWorkers } from './jobs/start-job-workers';
import { bufferedLog } from './ops/log-destination';
import { checkSigningSecret } from './start-up/signing-secret-check';

const here = path.dirname(fileURLToPath(import.meta.url));
/** After the shutdown grace, how long closing connections may still take before exit(1). */
const HARD_STOP_MARGIN_MS = 10_000;

/** Serves the API and the built SPA; on a fresh install prints how to get in. */
async function main() {
  const config = loadConfig();
  const secret = checkSigningSecret(config);
  if (secret && 'refuse' in secret) {
    console.error(secret.refuse);
    process.exit(1);
  }
  if (secret) console.warn(`\n  ${secret.warn}\n`);
  const ports = await openPorts(config);
  const { app, ctx } = await buildApp(
    {
      config,
      db: ports.db,
      dbKind: ports.dbKind,
      mailer: ports.mailer,
      storage: ports.storage,
      queue: ports.queue,
      now: Date.now,
    },
    {
      routes: allRoutes,
      webDist: config.webDist ?? path.resolve(here, '../../web/dist'),
      logger: { stream: bufferedLog() },
    },
  );
  await app.listen({ port: config.port, host: config.host });
  if (config.workers === 'in-process') await startJobWorkers(ctx);
  // Stock actors and voices are added or refreshed in the background by whichever worker runs.
  await scheduleStockSeed(ctx);

  const lines = [`Talkreel is running at ${config.publicUrl}`];
  if ((await countUnusedInvitationCodes(ctx)) === 0) {
    const [code] = await createInvitationCodes(ctx, 1, 'first start');
    lines.push(`Invitation code for your first account: ${code}`);
  } else {
    lines.push(
      'Unused invitation codes exist; make another with: npm run admin -- invite-codes create',
    );
  }
  lines.push(
    ports.mailer.kind === 'mailbox'
      ? `Login codes are written to ${path.join(config.dataDir, 'mailbox')} (and to this log).`
      : 'Login codes are sent by SMTP.',
  );
  lines.push(
    config.workers === 'in-process'
      ? `Background jobs run in this process (${ports.queue.kind} queue).`
      : `Background jobs run in separate workers (${ports.queue.kind} queue): npm run worker`,
  );
  console.log(`\n${lines.map((l) => `  ${l}`).join('\n')}\n`);

  let stopping = false;
  // SIGTERM (or SIGINT): stop accepting, let open requests and running jobs finish within
  // SHUTDOWN_GRACE_MS, cut what is left (a balancer retries a cut request on another server;
  // a job is handed back to the queue), exit 0. A second signal exits at once.
  const shutdown = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    const grace = config.shutdownGraceMs;
    const deadline = Date.now() + grace;
    console.log(`${signal}: stopping (grace ${grace} ms)`);
    // Whatever still hangs past the grace and a margin (a job ignoring its signal) is cut short.
    setTimeout(() => {
      console.error(`still stopping ${grace + HARD_STOP_MARGIN_MS} ms after ${signal}: exiting`);
      process.exit(1);
    }, grace + HARD_STOP_MARGIN_MS).unref();
    const cut = setTimeout(() => app.server.closeAllConnections(), grace);
    // Fastify stops listening, closes idle keep-alive connections and answers 503 to requests
    // arriving on busy ones while those finish.
    await app.close();
    clearTimeout(cut);
    await ports.close({ graceMs: Math.max(0, deadline - Date.now()) });
    console.log(`${signal}: stopped`);
    process.exit(0);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
