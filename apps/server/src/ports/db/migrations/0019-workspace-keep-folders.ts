import type { Kysely, Migration } from 'kysely';

/**
 * The owner's "Keep folders across reloads" setting (issue 24). 0 keeps core.md §4's rule, the
 * default: a reload dissolves every real folder. 1: a reload dissolves nothing.
 */
export const workspaceKeepFoldersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('workspaces')
      .addColumn('keep_folders', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
