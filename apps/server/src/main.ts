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
import { checkSigningSecret } from './start-up/signing-secret-check';

const here = path.dirname(fileURLToPath(import.meta.url));

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
    { routes: allRoutes, webDist: config.webDist ?? path.resolve(here, '../../web/dist') },
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
  // The first signal lets running jobs finish; a second one exits at once.
  const shutdown = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    await app.close();
    await ports.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
