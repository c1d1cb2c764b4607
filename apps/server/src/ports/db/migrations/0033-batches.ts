import type { Kysely, Migration } from 'kysely';

/**
 * Personalised batches (issue 28): a durable list of rows, each becoming one video when the
 * batch's feeder has room for it (features/batches/feed-batch.ts). Rows keep their cells (JSON)
 * and the filled task, so a restart loses nothing and a failed row can be retried as it was.
 * `feed_round` names the one live feeder job chain of a running batch.
 */
export const batchesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('batches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('workspace_id', 'text', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('template_id', 'text', (c) => c.references('templates.id').onDelete('set null'))
      .addColumn('project_id', 'text', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      // running | paused | cancelled | done
      .addColumn('status', 'text', (c) => c.notNull())
      // JSON array of the sheet's column names, in order.
      .addColumn('columns', 'text', (c) => c.notNull())
      // JSON array of the skipped rows' problems ({ row, column, message }).
      .addColumn('problems', 'text', (c) => c.notNull())
      // Made through the public API (per-video events carry the row's values as metadata).
      .addColumn('skip_verified_pairs', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('feed_round', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('batches_workspace')
      .on('batches')
      .columns(['workspace_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('batch_rows')
      .addColumn('batch_id', 'text', (c) =>
        c.notNull().references('batches.id').onDelete('cascade'),
      )
      .addColumn('row_index', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      // JSON object of column name to value.
      .addColumn('cells', 'text', (c) => c.notNull())
      // JSON of the filled task (null for a skipped row).
      .addColumn('task', 'text')
      // pending | feeding | queued | done | failed | skipped | cancelled
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('video_id', 'text', (c) => c.references('videos.id').onDelete('set null'))
      .addColumn('error', 'text')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('batch_rows_pk', ['batch_id', 'row_index'])
      .execute();
    await db.schema
      .createIndex('batch_rows_status')
      .on('batch_rows')
      .columns(['batch_id', 'status', 'row_index'])
      .execute();
    await db.schema.createIndex('batch_rows_video').on('batch_rows').column('video_id').execute();
  },
};
