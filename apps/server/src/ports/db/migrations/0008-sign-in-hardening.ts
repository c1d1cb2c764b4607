import type { Kysely, Migration } from 'kysely';

/**
 * Sign-in hardening (issue 7): e-mail sessions are used up by the token they issue, login codes
 * count wrong guesses, sessions remember when they were last used (idle timeout), and Google
 * sign-in hands the browser a one-time code bound to a value the starting browser holds.
 */
export const signInHardeningMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('email_sessions').addColumn('consumed_at', 'bigint').execute();
    await db.schema
      .alterTable('login_codes')
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('sessions').addColumn('last_used_at', 'bigint').execute();
    await db.schema.alterTable('oauth_states').addColumn('browser_binding', 'text').execute();
    await db.schema
      .createTable('oauth_handoffs')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('browser_binding', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
