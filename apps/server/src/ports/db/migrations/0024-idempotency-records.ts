import type { Kysely, Migration } from 'kysely';

/**
 * The first answer of each `Idempotency-Key` a public API key sent on a POST (issue 25), kept
 * for 24 hours. A row with no `reply_status` is a call still running: a duplicate arriving
 * meanwhile is refused rather than run twice. `request_hash` is the SHA-256 of the method, path
 * and body, so the same key with another request is told apart.
 */
export const idempotencyRecordsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_records')
      .addColumn('api_key_id', 'text', (c) =>
        c.notNull().references('api_keys.id').onDelete('cascade'),
      )
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('reply_status', 'integer')
      .addColumn('reply_body', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_records_pk', ['api_key_id', 'idempotency_key'])
      .execute();
    await db.schema
      .createIndex('idempotency_records_expires')
      .on('idempotency_records')
      .column('expires_at')
      .execute();
  },
};
