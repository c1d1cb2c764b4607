import path from 'node:path';
import { configureSpeechPool } from '@talkreel/engine';
import type { Config } from './config';
import { sweepStaleTemp } from './ops/sweep-stale-temp';
import { connectDb, migrateToLatest } from './ports/db/connect';
import { createMailer } from './ports/mail';
import { createJobQueue } from './ports/queue';
import type { StopOptions } from './ports/queue/job-queue';
import { createObjectStore } from './ports/storage';

/** Opens the ports a process needs (database migrated to latest, mailer, object store) from the config. */
export async function openPorts(config: Config, log: (line: string) => void = console.log) {
  const { db, kind } = connectDb({
    databaseUrl: config.databaseUrl,
    pgSchema: config.databaseSchema,
    sqliteFile: path.join(config.dataDir, 'talkreel.db'),
  });
  await migrateToLatest(db, config.databaseSchema);
  configureSpeechPool({ size: config.speechWorkers });
  const mailer = createMailer(config, log);
  const storage = createObjectStore(config, Date.now);
  await sweepStaleTemp(config, log);
  // Workers start only where jobs run (main.ts, worker.ts); enqueueing works everywhere.
  const queue = await createJobQueue(config, db, kind, (err, what) =>
    log(`job queue: ${what}: ${err instanceof Error ? err.message : String(err)}`),
  );
  return {
    db,
    dbKind: kind,
    mailer,
    storage,
    queue,
    /** Stops the queue (running jobs get `graceMs`, then are handed back), then the rest. */
    async close(options: StopOptions = {}) {
      await queue.stop(options);
      await mailer.close();
      await db.destroy();
    },
  };
}
