import { type Compilable, CompiledQuery } from 'kysely';
import type { Db } from './connect';

type Value = string | number | null;

/**
 * A query built and compiled once per database, then run with new values. Building a Kysely
 * query (a tree of frozen nodes, then SQL text) cost more than running it on SQLite; calls on
 * every request (the session lookup, the listing's authorisation) skip that work.
 *
 * `build` receives a stand-in for each named value (typed `never`, so it fits any column) and
 * must pass them only as values (`where(col, '=', p.id)`), never branch on them: the SQL is
 * made once, from the stand-ins.
 * A stand-in that does not reach the parameters is refused when the query is first compiled.
 */
export function reusableQuery<K extends string, R>(
  names: readonly K[],
  build: (db: Db, p: Record<K, never>) => Compilable<R>,
) {
  const compiled = new WeakMap<Db, { sql: string; slots: (K | { value: unknown })[] }>();
  const standIn = (name: K) => `\u0000reusable:${name}`;

  function compile(db: Db) {
    const p = Object.fromEntries(names.map((n) => [n, standIn(n)])) as Record<K, never>;
    const { sql, parameters } = build(db, p).compile();
    const byStandIn = new Map(names.map((n) => [standIn(n), n]));
    const slots = parameters.map((v) => byStandIn.get(v as string) ?? { value: v });
    for (const n of names) {
      if (!slots.includes(n)) throw new Error(`reusableQuery: ${n} is not a parameter of ${sql}`);
    }
    const entry = { sql, slots };
    compiled.set(db, entry);
    return entry;
  }

  return {
    async all(db: Db, values: Record<K, Value>): Promise<R[]> {
      const { sql, slots } = compiled.get(db) ?? compile(db);
      const parameters = slots.map((s) => (typeof s === 'string' ? values[s] : s.value));
      const result = await db.executeQuery<R>(CompiledQuery.raw(sql, parameters));
      return result.rows;
    },
    async first(db: Db, values: Record<K, Value>): Promise<R | undefined> {
      return (await this.all(db, values))[0];
    },
  };
}
