import type { Kysely, Migration } from 'kysely';

/**
 * Analytics events the web app reports (issue 11, creation.md §7 and §8), kept in our own
 * database: counted by name per day (`npm run admin -- events report`), never sent elsewhere.
 */
export const clientEventsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('client_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // Gone with the account: nothing about a deleted user stays behind.
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      // JSON of the event's few small props.
      .addColumn('props', 'text', (c) => c.notNull())
      // The client's clock, for order within a session; reports use the server's received_at.
      .addColumn('occurred_at', 'bigint', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('client_events_received_at')
      .on('client_events')
      .column('received_at')
      .execute();
  },
};
