import type { Migration } from 'kysely';
import { type Kysely, sql } from 'kysely';

/**
 * Fair use of the renderer: which render job holds a video and since when (so a free worker can
 * pick the next video fairly across users), when the video last entered "in progress", and the
 * indexes the per-user and per-workspace caps count with.
 */
export const fairRendersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('videos').addColumn('queued_at', 'bigint').execute();
    await db.schema.alterTable('videos').addColumn('render_job', 'text').execute();
    await db.schema.alterTable('videos').addColumn('render_started_at', 'bigint').execute();
    // Videos already waiting keep their place: they entered "in progress" at their last update.
    await sql`UPDATE videos SET queued_at = updated_at WHERE video_status = 1`.execute(db);
    await db.schema
      .createIndex('videos_status_queued')
      .on('videos')
      .columns(['video_status', 'queued_at'])
      .execute();
    await db.schema
      .createIndex('videos_user_status')
      .on('videos')
      .columns(['user_id', 'video_status'])
      .execute();
    await db.schema
      .createIndex('videos_user_started')
      .on('videos')
      .columns(['user_id', 'render_started_at'])
      .execute();
    await db.schema
      .createIndex('videos_workspace_status')
      .on('videos')
      .columns(['workspace_id', 'video_status'])
      .execute();
    await db.schema.createIndex('videos_render_job').on('videos').column('render_job').execute();
  },
};
