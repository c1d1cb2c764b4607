import type { Kysely, Migration } from 'kysely';

/**
 * The user's own actors made from a photo or a video (issue 9): what each is made from (the
 * upload and the dialog's crop) so a failed one can be regenerated, and why it failed.
 */
export const customActorsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('actors').addColumn('source_upload_id', 'text').execute();
    // JSON: the photo's crop box or the video's 4 points; null for the whole picture.
    await db.schema.alterTable('actors').addColumn('source_crop', 'text').execute();
    // An ActorFailureReason key (see the contract) when generate_status is failed.
    await db.schema.alterTable('actors').addColumn('fail_reason', 'text').execute();
  },
};
