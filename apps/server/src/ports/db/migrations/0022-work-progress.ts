import type { Kysely, Migration } from 'kysely';

/**
 * Honest waiting times (issue 24). `work_timings` keeps how long each finished piece of work
 * took on this server against its size (a video's script characters; one for an actor or a
 * clone), so estimates come from measured speed; a video keeps the progress its render reports,
 * and an own actor and a clone task when their work started (waiting time is not working time).
 */
export const workProgressMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('work_timings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('input_units', 'double precision', (c) => c.notNull())
      .addColumn('media_seconds', 'double precision')
      .addColumn('work_ms', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('work_timings_kind_finished')
      .on('work_timings')
      .columns(['kind', 'finished_at'])
      .execute();
    await db.schema.alterTable('videos').addColumn('render_progress', 'integer').execute();
    await db.schema.alterTable('actors').addColumn('work_started_at', 'bigint').execute();
    await db.schema.alterTable('clone_tasks').addColumn('started_at', 'bigint').execute();
  },
};
