import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../ports/db/connect';

/**
 * Row count and a content hash per table: equal fingerprints mean nothing was written.
 * `ignore` leaves out tables and columns that every call writes by design (a key's rate-limit
 * count, its last use).
 */
export async function dbFingerprint(
  db: Db,
  ignore: { tables?: string[]; columns?: Record<string, string[]> } = {},
): Promise<Record<string, string>> {
  // Tables of this connection's schema only, read directly: Kysely's introspection reads every
  // schema, and fails when another suite drops its own schema at that moment.
  const names = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`
    .execute(db)
    .then((r) => r.rows.map((t) => t.name))
    .catch(async () =>
      (
        await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
      ).rows.map((t) => t.name),
    );
  const out: Record<string, string> = {};
  for (const name of names.sort()) {
    if (name.startsWith('kysely_migration') || name.startsWith('sqlite_')) continue;
    if (ignore.tables?.includes(name)) continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    const skipped = ignore.columns?.[name] ?? [];
    const kept = (r: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(r).filter(([k]) => !skipped.includes(k)));
    // Row order is not guaranteed without a key common to all tables: hash a sorted list.
    const lines = rows.rows.map((r) => JSON.stringify(kept(r), bigintSafe)).sort();
    const hash = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
    out[name] = `${lines.length}:${hash}`;
  }
  return out;
}

const bigintSafe = (_k: string, v: unknown) =>
  typeof v === 'bigint' ? v.toString() : v instanceof Buffer ? v.toString('hex') : v;
