import type { Kysely, Migration } from 'kysely';

/**
 * A voice sample's waveform (issue 24): JSON of VOICE_PEAKS_COUNT loudness peaks, computed when
 * the sample is stored. Null until then; voices stored before get theirs from the
 * voice.backfill-peaks job. `[]` marks a sample that could not be decoded (not tried again).
 */
export const voicePeaksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('voices').addColumn('peaks', 'text').execute();
  },
};
