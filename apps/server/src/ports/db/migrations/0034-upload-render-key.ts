import type { Kysely, Migration } from 'kysely';

/**
 * The render-ready copy of an uploaded video (issue 26, features/uploads/prepare-video-job.ts):
 * made once after the upload is confirmed, and what a video's background copy takes when it is
 * there. Null until it is made, and on every other upload.
 */
export const uploadRenderKeyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('uploads').addColumn('render_key', 'text').execute();
  },
};
