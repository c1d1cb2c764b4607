import type { Kysely, Migration } from 'kysely';

/**
 * API keys of the public API (issue 25). Only the SHA-256 of the secret is kept, and its first
 * characters (`prefix`) so people can tell keys apart. A key acts in one workspace with its
 * creator's rights there; `agent_id` marks an agent key, which may also act for that agent's
 * sub-users. `last_used_*` is refreshed at most once a minute.
 */
export const apiKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('api_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('workspace_id', 'text', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('created_by', 'text', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('agent_id', 'text', (c) => c.references('agents.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('revoked_at', 'bigint')
      .addColumn('last_used_at', 'bigint')
      .addColumn('last_used_ip', 'text')
      .execute();
    await db.schema
      .createIndex('api_keys_workspace')
      .on('api_keys')
      .column('workspace_id')
      .execute();
  },
};
