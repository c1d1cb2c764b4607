import type { Kysely, Migration } from 'kysely';

/**
 * The picture of a video (issue 26): JSON text of its format, resolution, background, layout,
 * brand choice and caption style, every choice filled in at submit (features/videos/
 * video-picture.ts). Null on older rows, which rendered as 9:16 720p on the actor's backdrop.
 */
export const videoPictureMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('videos').addColumn('picture', 'text').execute();
  },
};
