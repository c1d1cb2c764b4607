import type { Kysely, Migration } from 'kysely';

/**
 * Multi-scene videos (issue 27): `scenes` is JSON of the video's scenes (each its actor, voice,
 * settings, text, background/layout override and, once finished, start and duration), null for
 * a video of one script; `transition` is how they are joined (cut or fade), null likewise.
 */
export const videoScenesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('videos').addColumn('scenes', 'text').execute();
    await db.schema.alterTable('videos').addColumn('transition', 'text').execute();
  },
};
