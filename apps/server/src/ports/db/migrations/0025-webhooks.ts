import type { Kysely, Migration } from 'kysely';

/**
 * Webhooks of the public API (issue 25): a workspace's endpoints with their signing secrets,
 * one message per event and endpoint (its body, sent unchanged on every retry and resend), the
 * deliveries of each message (the first, and each resend) and every attempt of a delivery.
 */
export const webhooksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('webhook_endpoints')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('workspace_id', 'text', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      // Who made it: mailed when it is disabled. Kept when that account goes (the owner is mailed).
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      // JSON array of event types.
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      // 'failing' when the server disabled it; null otherwise.
      .addColumn('disabled_reason', 'text')
      // `whsec_` + base64: signing needs the secret itself, so it is kept as given.
      .addColumn('secret', 'text', (c) => c.notNull())
      // The secret before the last rotation, still signing until previous_secret_until.
      .addColumn('previous_secret', 'text')
      .addColumn('previous_secret_until', 'bigint')
      // The first failed attempt since the last success; null while it answers.
      .addColumn('failing_since', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_endpoints_workspace')
      .on('webhook_endpoints')
      .columns(['workspace_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('webhook_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('endpoint_id', 'text', (c) =>
        c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
      )
      .addColumn('event_type', 'text', (c) => c.notNull())
      // The JSON body, byte for byte what is signed and sent.
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_messages_created')
      .on('webhook_messages')
      .column('created_at')
      .execute();
    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('message_id', 'text', (c) =>
        c.notNull().references('webhook_messages.id').onDelete('cascade'),
      )
      .addColumn('endpoint_id', 'text', (c) =>
        c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
      )
      // event | test | resend: only event deliveries are retried on their own.
      .addColumn('kind', 'text', (c) => c.notNull())
      // pending | sending | retrying | succeeded | failed
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      // When the next try is due; while sending, when the claim lapses (its sender died).
      .addColumn('next_attempt_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_endpoint_created')
      .on('webhook_deliveries')
      .columns(['endpoint_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_due')
      .on('webhook_deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createTable('webhook_attempts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('delivery_id', 'text', (c) =>
        c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
      )
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('response_excerpt', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .execute();
    await db.schema
      .createIndex('webhook_attempts_delivery')
      .on('webhook_attempts')
      .columns(['delivery_id', 'attempt'])
      .unique()
      .execute();
  },
};
