import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface DbOptions {
  /** PostgreSQL connection string; without it the embedded SQLite file is used. */
  databaseUrl?: string;
  /** SQLite file (default DATA_DIR/talkreel.db). */
  sqliteFile?: string;
  /** PostgreSQL schema to use, so tests can isolate themselves inside one database. */
  pgSchema?: string;
}

// int8 columns come back from pg as strings; our values are epoch ms and counters, safe as numbers.
pg.types.setTypeParser(20, (v) => Number(v));

export function connectDb(options: DbOptions): { db: Db; kind: DbKind } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: options.pgSchema ? `-c search_path=${options.pgSchema}` : undefined,
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
    };
  }
  const file = options.sqliteFile ?? path.resolve('data/talkreel.db');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets the worker process read while the API writes; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  sqliteHandles.set(db, sqlite);
  return { db, kind: 'sqlite' };
}

const sqliteHandles = new WeakMap<Db, SqliteDatabase.Database>();

/**
 * The SQLite connection under a database made by connectDb (not under a transaction's handle),
 * for the few hot reads that run on it directly (reusable-query.ts).
 */
export const sqliteHandleOf = (db: Db): SqliteDatabase.Database | undefined =>
  sqliteHandles.get(db);

/**
 * `schema` names the PostgreSQL schema the app lives in: Kysely looks for its migration tables
 * by name, and would otherwise find another schema's tables through the search path.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    try {
      const { error, results } = await migrator.migrateToLatest();
      for (const r of results ?? []) {
        if (r.status === 'Error') throw new Error(`migration ${r.migrationName} failed`);
      }
      if (error) throw error;
      return;
    } catch (err) {
      if (!schemaVanished(err) || attempt >= MIGRATE_ATTEMPTS) throw err;
      // The other schema's drop commits in moments; a pause lets it, rather than racing it.
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

const MIGRATE_ATTEMPTS = 5;

/**
 * Kysely finds its migration tables through an introspection query that reads every schema of
 * the database, so another schema dropped at that moment (another app, or a test file, sharing
 * the database) fails it with `schema "…" does not exist` or a relation or column of it. Nothing
 * was applied then (PostgreSQL migrations run in one transaction): it is tried again.
 */
function schemaVanished(err: unknown): boolean {
  return /(schema|relation|column) "[^"]+"( of relation "[^"]+")? does not exist/.test(
    String((err as Error)?.message),
  );
}
