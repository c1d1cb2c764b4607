import path from 'node:path';
import type { Config } from './config';
import { connectDb, migrateToLatest } from './ports/db/connect';
import { createMailer } from './ports/mail';
import { createObjectStore } from './ports/storage';

/** Opens the ports a process needs (database migrated to latest, mailer, object store) from the config. */
export async function openPorts(config: Config, log: (line: string) => void = console.log) {
  const { db, kind } = connectDb({
    databaseUrl: config.databaseUrl,
    pgSchema: config.databaseSchema,
    sqliteFile: path.join(config.dataDir, 'talkreel.db'),
  });
  await migrateToLatest(db);
  const mailer = createMailer(config, log);
  const storage = createObjectStore(config, Date.now);
  return {
    db,
    dbKind: kind,
    mailer,
    storage,
    async close() {
      await mailer.close();
      await db.destroy();
    },
  };
}
