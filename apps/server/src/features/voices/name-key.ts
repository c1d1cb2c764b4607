import { sql } from 'kysely';
import type { DbKind } from '../../ports/db/connect';

/** Lower-cased name without accents, so "Lucía" sorts and matches like "lucia". */
export const nameKey = (name: string) =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * Orders by a `name_key` column in code-point order on both databases, whatever collation a
 * PostgreSQL install defaults to, so A to Z is the same list everywhere.
 */
export const byNameKey = (dbKind: DbKind, column: string) =>
  dbKind === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql`${sql.ref(column)}`;

/**
 * `column LIKE '%text%'` with `%` and `_` in the text matched literally. The escape character
 * is named in an ESCAPE clause, which SQLite needs (it has no default one) and PostgreSQL
 * accepts; `!` rather than a backslash, whose meaning in literals differs between the two.
 */
export const containsText = (column: string, text: string) =>
  sql<boolean>`${sql.ref(column)} like ${`%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`} escape '!'`;
