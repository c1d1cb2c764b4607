import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

/**
 * A counter per workspace that moves whenever any of its projects is written, kept by triggers
 * so that no write path (today's or a future one, cascades included) can forget it. Listings
 * read it first and reuse a reply built at the same count (features/tree/listing-cache.ts).
 * A table of its own rather than a workspaces column: render bookkeeping locks workspace rows,
 * and the counter must not queue behind them.
 */
export const treeVersionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tree_versions')
      .addColumn('workspace_id', 'text', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    const bump = (ref: 'NEW' | 'OLD') =>
      `INSERT INTO tree_versions (workspace_id, version) VALUES (${ref}.workspace_id, 1)
       ON CONFLICT (workspace_id) DO UPDATE SET version = tree_versions.version + 1`;
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql
        .raw(`CREATE FUNCTION bump_tree_version() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN ${bump('OLD')}; END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.workspace_id IS DISTINCT FROM OLD.workspace_id) THEN
    ${bump('NEW')};
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql`)
        .execute(db);
      await sql
        .raw(`CREATE TRIGGER projects_tree_version AFTER INSERT OR UPDATE OR DELETE ON projects
FOR EACH ROW EXECUTE FUNCTION bump_tree_version()`)
        .execute(db);
      return;
    }
    await sql
      .raw(
        `CREATE TRIGGER projects_tree_version_insert AFTER INSERT ON projects BEGIN ${bump('NEW')}; END`,
      )
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER projects_tree_version_update AFTER UPDATE ON projects BEGIN
${bump('OLD')};
${bump('NEW')};
END`)
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER projects_tree_version_delete AFTER DELETE ON projects BEGIN ${bump('OLD')}; END`,
      )
      .execute(db);
  },
};
