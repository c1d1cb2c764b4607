import type { Kysely, Migration } from 'kysely';

/**
 * When a project's latest video image was recorded, so a folder can show the newest image
 * among its projects rather than the image of its newest project.
 */
export const projectLatestVideoAtMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('projects').addColumn('latest_video_at', 'bigint').execute();
  },
};
