import type { Kysely, Migration } from 'kysely';

/**
 * Where a poster's thumbnails are stored (creation.md §9, issue 24): JSON of the object keys by
 * width (`{"48": key, "96": key, "240": key, "480": key}`), `{}` when the poster could not be
 * read. Null until made: rows from before are filled by the `thumbnails.backfill` job.
 */
export const posterThumbnailsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('videos').addColumn('poster_thumbs', 'text').execute();
    await db.schema.alterTable('actors').addColumn('image_thumbs', 'text').execute();
  },
};
