import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDb, type Db, type DbKind, migrateToLatest } from '../ports/db/connect';

/**
 * A fresh, migrated database for one test file: a temp SQLite file, or (TEST_DB=postgres)
 * a new schema inside DATABASE_URL's database, dropped afterwards. On SQLite each test worker
 * runs the migrations once, into a template file copied per test file (migrating cost each of
 * ~90 files 0.2 s on a loaded machine). PostgreSQL keeps migrating per schema: replaying a
 * pg_dump of a migrated schema cost 0.8-1.3 s against the migrations' 1.4-1.9 s, not worth a
 * dependency on the server's client tools.
 */
export interface TestDb {
  db: Db;
  kind: DbKind;
  dataDir: string;
  /** Environment that points a child process (admin CLI, server, worker) at this database. */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-test-'));
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const { db, kind } = connectDb({ databaseUrl: url, pgSchema: schema });
    await migrateAlongsideOthers(db, schema, url);
    return {
      db,
      kind,
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_SCHEMA: schema },
      drop: async () => {
        await db.destroy();
        await dropSchema(url, schema);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const file = path.join(dataDir, 'talkreel.db');
  fs.writeFileSync(file, await migratedSqliteBytes());
  const { db, kind } = connectDb({ sqliteFile: file });
  return {
    db,
    kind,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    drop: async () => {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Held while a test file migrates its schema or drops it (any value; ours alone use it). */
const SCHEMA_CHANGE_LOCK = 7_246_118;

/**
 * Migrating and dropping take turns under one advisory lock (a session lock: it ends with the
 * client), so a file's migration and another's DROP SCHEMA do not meet. Processes a test starts
 * (the admin CLI, a server) migrate without it: migrateToLatest tries again when a schema
 * vanishes under Kysely's introspection, which reads every schema of the database.
 */
async function migrateAlongsideOthers(db: Db, schema: string, url: string): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
    await migrateToLatest(db, schema);
  } finally {
    await lock.end();
  }
}

let sqliteTemplate: Promise<Buffer> | undefined;

/**
 * A SQLite database migrated to the latest, once per worker: its bytes, read after closing (the
 * WAL folded in), kept in memory so that no template file outlives a worker that is killed.
 */
function migratedSqliteBytes(): Promise<Buffer> {
  sqliteTemplate ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-test-template-'));
    try {
      const file = path.join(dir, 'talkreel.db');
      const { db } = connectDb({ sqliteFile: file });
      await migrateToLatest(db);
      await db.destroy();
      return fs.readFileSync(file);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  })();
  return sqliteTemplate;
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('SELECT pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
    await c.query(`DROP SCHEMA ${schema} CASCADE`);
  } finally {
    await c.end();
  }
}
