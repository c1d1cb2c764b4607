import type { Kysely, Migration } from 'kysely';

/**
 * The agent's workflow delivery (issue 10): each agent's signing key and the last daily window it
 * opened, and one row per delivery (a finished video, or a test) with the outcome of its tries.
 */
export const agentWorkflowDeliveriesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('agent_workflow_state')
      .addColumn('agent_id', 'text', (c) =>
        c.primaryKey().references('agents.id').onDelete('cascade'),
      )
      // HMAC key of the X-Talkreel-Signature header, made on first use.
      .addColumn('signing_secret', 'text', (c) => c.notNull())
      // The subscription slot (epoch ms, on the hour) of the last daily window opened; null before.
      .addColumn('window_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('agent_workflow_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
      // video | test
      .addColumn('kind', 'text', (c) => c.notNull())
      // No foreign key: the record of a delivery outlives the video. Null for a test delivery.
      .addColumn('video_id', 'text')
      // pending | sending | retrying | delivered | failed
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('http_status', 'integer')
      .addColumn('error', 'text')
      // When the next try is due; while sending, when the claim lapses (its sender died).
      .addColumn('next_attempt_at', 'bigint')
      .addColumn('delivered_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    // The same video is never delivered twice to one agent (test rows have no video: nulls differ).
    await db.schema
      .createIndex('agent_workflow_deliveries_video')
      .on('agent_workflow_deliveries')
      .columns(['agent_id', 'video_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('agent_workflow_deliveries_due')
      .on('agent_workflow_deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('agent_workflow_deliveries_agent_created')
      .on('agent_workflow_deliveries')
      .columns(['agent_id', 'created_at'])
      .execute();
  },
};
