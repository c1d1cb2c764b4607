import type { Kysely, Migration } from 'kysely';

/**
 * When stored speech was last handed out (a preview asked again, a render taking it from the
 * cache), so the purge keeps speech in use and a reader can tell it found the row before the
 * purge did. Null on rows stored before: their created_at stands in.
 */
export const ttsAudioUsedAtMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tts_audios').addColumn('used_at', 'bigint').execute();
  },
};
