import type { Kysely, Migration } from 'kysely';

/**
 * Templates (issue 28): a video's settings saved for a workspace, its scripts holding
 * `{{variables}}`. `body` is the JSON of a process-batch task without its project; the row goes
 * with its workspace, and stays when its creator leaves (created_by set null).
 */
export const templatesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('templates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('workspace_id', 'text', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('templates_workspace')
      .on('templates')
      .columns(['workspace_id', 'created_at'])
      .execute();
  },
};
