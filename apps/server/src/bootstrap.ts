import path from 'node:path';
import type { Config } from './config';
import { connectDb, migrateToLatest } from './ports/db/connect';
import { createMailer } from './ports/mail';

/** Opens the ports a process needs (database migrated to latest, mailer) from the config. */
export async function openPorts(config: Config, log: (line: string) => void = console.log) {
  const { db, kind } = connectDb({
    databaseUrl: config.databaseUrl,
    pgSchema: config.databaseSchema,
    sqliteFile: path.join(config.dataDir, 'talkreel.db'),
  });
  await migrateToLatest(db);
  const mailer = createMailer(config, log);
  return {
    db,
    dbKind: kind,
    mailer,
    async close() {
      await mailer.close();
      await db.destroy();
    },
  };
}
