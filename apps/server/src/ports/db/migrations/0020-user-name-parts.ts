import type { Kysely, Migration } from 'kysely';

interface UsersBefore {
  users: { id: string; username: string; first_name: string | null; last_name: string | null };
}

const BATCH = 500;

/**
 * The split the account page used until now (at the first white space), kept here as it was:
 * a migration must not change when the feature code does.
 */
function oldSplit(username: string) {
  const value = username.trim();
  const at = value.search(/\s/);
  return at < 0
    ? { first: value, last: '' }
    : { first: value.slice(0, at), last: value.slice(at).trim() };
}

/** Gives every row without parts the old split of its username. Exported for its test. */
export async function backfillNameParts(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<UsersBefore>;
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', '>', after)
      .where('first_name', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const { first, last } = oldSplit(row.username);
      await db
        .updateTable('users')
        .set({ first_name: first, last_name: last })
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1].id;
  }
}

/**
 * First and last name as the account page entered them (issue 24): the username alone could
 * only be split at its first space, so "Mary Ann" / "Smith" came back as "Mary" / "Ann Smith".
 * Existing rows get that old split (done here in code, so both databases split alike),
 * which is what their owners have been shown so far.
 */
export const userNamePartsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('first_name', 'text').execute();
    await db.schema.alterTable('users').addColumn('last_name', 'text').execute();
    await backfillNameParts(db);
  },
};
