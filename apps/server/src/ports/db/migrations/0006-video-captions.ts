import type { Kysely, Migration } from 'kysely';

/** Videos remember whether their captions are burned in, so a retry renders them the same way. */
export const videoCaptionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('videos')
      .addColumn('burn_captions', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
