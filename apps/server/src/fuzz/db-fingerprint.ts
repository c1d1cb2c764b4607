import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../ports/db/connect';

/** Row count and a content hash per table: equal fingerprints mean nothing was written. */
export async function dbFingerprint(db: Db): Promise<Record<string, string>> {
  // On PostgreSQL other suites' schemas share the database: only this connection's counts.
  const current = await sql<{ s: string }>`select current_schema() as s`
    .execute(db)
    .then((r) => r.rows[0]?.s)
    .catch(() => undefined);
  const tables = await db.introspection.getTables();
  const out: Record<string, string> = {};
  for (const t of tables) {
    if (t.name.startsWith('kysely_migration')) continue;
    if (current && t.schema && t.schema !== current) continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(t.name)}`.execute(db);
    // Row order is not guaranteed without a key common to all tables: hash a sorted list.
    const lines = rows.rows.map((r) => JSON.stringify(r, bigintSafe)).sort();
    const hash = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
    out[t.name] = `${lines.length}:${hash}`;
  }
  return out;
}

const bigintSafe = (_k: string, v: unknown) =>
  typeof v === 'bigint' ? v.toString() : v instanceof Buffer ? v.toString('hex') : v;
