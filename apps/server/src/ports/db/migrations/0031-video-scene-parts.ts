import type { Kysely, Migration } from 'kysely';

/**
 * The finished scenes of a multi-scene video still rendering (issue 27): each scene's stored
 * files and length, so a render that dies (worker killed, retried job) resumes from the first
 * scene without a row instead of from the start. Rows and files go once the scenes are joined,
 * and with the video.
 */
export const videoScenePartsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('video_scene_parts')
      .addColumn('video_id', 'text', (c) => c.notNull().references('videos.id').onDelete('cascade'))
      .addColumn('scene_index', 'integer', (c) => c.notNull())
      .addColumn('video_key', 'text', (c) => c.notNull())
      .addColumn('compressed_key', 'text', (c) => c.notNull())
      .addColumn('poster_key', 'text', (c) => c.notNull())
      .addColumn('srt_key', 'text', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('tts_audio_id', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('video_scene_parts_pk', ['video_id', 'scene_index'])
      .execute();
  },
};
