import type { Kysely, Migration } from 'kysely';

/**
 * Public API videos (issue 25): an optional title and the caller's metadata (JSON of a small
 * string map, echoed back in the video resource and its webhooks). The index serves
 * `GET /videos`, a workspace's videos newest first, paged by (created_at, id).
 */
export const videoApiFieldsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('videos').addColumn('title', 'text').execute();
    await db.schema.alterTable('videos').addColumn('metadata', 'text').execute();
    await db.schema
      .createIndex('videos_workspace_created')
      .on('videos')
      .columns(['workspace_id', 'created_at', 'id'])
      .execute();
  },
};
