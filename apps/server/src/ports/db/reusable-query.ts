import type SqliteDatabase from 'better-sqlite3';
import { type Compilable, CompiledQuery } from 'kysely';
import { type Db, sqliteHandleOf } from './connect';

type Value = string | number | null;

interface Compiled<K> {
  sql: string;
  slots: (K | { value: unknown })[];
  /** The statement on the SQLite connection, once prepared. */
  statement?: SqliteDatabase.Statement;
}

/**
 * A read built and compiled once per database, then run with new values. Building a Kysely
 * query (a tree of frozen nodes, then SQL text) cost more than running it on SQLite; reads made
 * on every request (the session lookup, the listing's authorisation) skip that work.
 *
 * On SQLite the prepared statement runs straight on the connection, without Kysely's executor
 * (a lock, a handful of promises per query), unless a transaction is open on it: Kysely then
 * holds the one connection, and the read waits its turn through Kysely as any other query, so
 * it never sees another call's uncommitted writes. Statements are synchronous, so nothing else
 * can start a transaction while one runs.
 *
 * `build` receives a stand-in for each named value (typed `never`, so it fits any column) and
 * must pass them only as values (`where(col, '=', p.id)`), never branch on them: the SQL is
 * made once, from the stand-ins. A stand-in that does not reach the parameters is refused when
 * the query is first compiled.
 */
export function reusableQuery<K extends string, R>(
  names: readonly K[],
  build: (db: Db, p: Record<K, never>) => Compilable<R>,
) {
  const compiled = new WeakMap<Db, Compiled<K>>();
  const standIn = (name: K) => `\u0000reusable:${name}`;

  function compile(db: Db): Compiled<K> {
    const p = Object.fromEntries(names.map((n) => [n, standIn(n)])) as Record<K, never>;
    const { sql, parameters } = build(db, p).compile();
    const byStandIn = new Map(names.map((n) => [standIn(n), n]));
    const slots = parameters.map((v) => byStandIn.get(v as string) ?? { value: v });
    for (const n of names) {
      if (!slots.includes(n)) throw new Error(`reusableQuery: ${n} is not a parameter of ${sql}`);
    }
    const entry: Compiled<K> = { sql, slots };
    compiled.set(db, entry);
    return entry;
  }

  return {
    async all(db: Db, values: Record<K, Value>): Promise<R[]> {
      const entry = compiled.get(db) ?? compile(db);
      const parameters = entry.slots.map((s) => (typeof s === 'string' ? values[s] : s.value));
      const sqlite = sqliteHandleOf(db);
      if (sqlite && !sqlite.inTransaction) {
        entry.statement ??= sqlite.prepare(entry.sql);
        if (entry.statement.reader) return entry.statement.all(parameters) as R[];
      }
      return (await db.executeQuery<R>(CompiledQuery.raw(entry.sql, parameters))).rows;
    },
    async first(db: Db, values: Record<K, Value>): Promise<R | undefined> {
      return (await this.all(db, values))[0];
    },
  };
}
