import type { Migration } from 'kysely';
import { coreMigration } from './0001-core';

/** Append-only: each new migration gets the next number; released ones never change. */
export const migrations: Record<string, Migration> = {
  '0001-core': coreMigration,
};
