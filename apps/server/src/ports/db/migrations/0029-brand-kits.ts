import type { Kysely, Migration } from 'kysely';

/**
 * The workspace brand kit (issue 26): at most one row per workspace, made on its first save;
 * a workspace without a row has the default kit. Colours and caption style are JSON text. The
 * row goes with its workspace (the logo object is removed by the workspace deletion hook).
 */
export const brandKitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('brand_kits')
      .addColumn('workspace_id', 'text', (c) =>
        c.primaryKey().references('workspaces.id').onDelete('cascade'),
      )
      // The stored PNG (an SVG was rasterised on upload); null: no logo.
      .addColumn('logo_key', 'text')
      .addColumn('logo_corner', 'text', (c) => c.notNull())
      .addColumn('logo_size', 'double precision', (c) => c.notNull())
      .addColumn('logo_opacity', 'double precision', (c) => c.notNull())
      // JSON array of lower-case #rrggbb.
      .addColumn('colors', 'text', (c) => c.notNull())
      // JSON of the contract's CaptionStyle.
      .addColumn('caption_style', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
