import type { Kysely, Migration } from 'kysely';

/**
 * Uploads judged by content (issue 8), clone tasks that make a user's own voices, and the
 * soft delete of own voices (videos made with a deleted voice still name and play it).
 */
export const uploadsAndOwnVoicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('uploads')
      // The upload's task_id.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // image | video | audio
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('declared_size', 'bigint', (c) => c.notNull())
      // Where the presigned PUT writes; the judged file is copied to file_key on confirm.
      .addColumn('incoming_key', 'text', (c) => c.notNull())
      .addColumn('put_expires_at', 'bigint', (c) => c.notNull())
      // pending | confirmed
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('file_key', 'text')
      .addColumn('format', 'text')
      .addColumn('file_size', 'bigint')
      .addColumn('duration_ms', 'integer')
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('confirmed_at', 'bigint')
      // Set when a later call (a clone task) takes the file; unused ones are purged after a day.
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('uploads_user_status')
      .on('uploads')
      .columns(['user_id', 'status'])
      .execute();
    await db.schema
      .createIndex('uploads_status_created')
      .on('uploads')
      .columns(['status', 'created_at'])
      .execute();

    await db.schema
      .createTable('clone_tasks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // The own voice this task makes (process_status mirrors the task's).
      .addColumn('voice_id', 'text', (c) => c.notNull())
      // elevenlabs | minimax | local
      .addColumn('provider', 'text', (c) => c.notNull())
      // audio | video (the video's audio track is extracted first)
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('upload_id', 'text', (c) => c.notNull())
      // 1 processing, 2 success, 3 failed, 4 timeout
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('deadline_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('clone_tasks_user_created')
      .on('clone_tasks')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema.alterTable('voices').addColumn('deleted_at', 'bigint').execute();
  },
};
