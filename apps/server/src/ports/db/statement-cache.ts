import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

const MAX_STATEMENTS = 500;

/**
 * The SQLite database as Kysely sees it, with prepared statements kept by their SQL text.
 * Kysely prepares every query anew; on a hot call such as the sidebar listing, compiling the
 * same SQL again cost as much as running it. Statements run synchronously one at a time on
 * Kysely's single SQLite connection, so one can be reused. Least recently used are dropped
 * past MAX_STATEMENTS (queries with `in (?, ?, …)` lists make new SQL texts).
 */
export function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      let stmt = statements.get(sql);
      if (stmt) {
        // Map order is insertion order: re-inserting keeps the recently used at the end.
        statements.delete(sql);
      } else {
        stmt = sqlite.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) {
          statements.delete(statements.keys().next().value as string);
        }
      }
      statements.set(sql, stmt);
      return stmt as unknown as ReturnType<KyselySqliteDatabase['prepare']>;
    },
  };
}
