import type { Kysely, Migration } from 'kysely';

/**
 * The agent area (issue 10): resellers (`agents`) with their workflow and delivery subscription,
 * the agent admins who manage each one, and on `users` the agent a sub-user belongs to plus the
 * agent's own on/off switch for that sub-user (kept apart from the operator's `disabled`, so an
 * agent can never lift an operator's suspension).
 */
export const agentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('agents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('workflow', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('workflow_address', 'text', (c) => c.notNull().defaultTo(''))
      // Hour of the daily delivery, 1-24 (24 is midnight, the screen's slot 0).
      .addColumn('subscription_time', 'integer', (c) => c.notNull().defaultTo(24))
      // Videos delivered per day; 0 delivers nothing.
      .addColumn('subscription_frequency', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('agent_admins')
      .addColumn('agent_id', 'text', (c) => c.notNull().references('agents.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('agent_admins_pk', ['agent_id', 'user_id'])
      .execute();
    await db.schema.createIndex('agent_admins_user').on('agent_admins').column('user_id').execute();
    // The agent a sub-user belongs to; null for ordinary accounts.
    await db.schema
      .alterTable('users')
      .addColumn('agent_id', 'text', (c) => c.references('agents.id').onDelete('set null'))
      .execute();
    // 1 when the sub-user's agent disabled them (isAgent 0 on the wire).
    await db.schema
      .alterTable('users')
      .addColumn('agent_disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // A sub-user's profile as the agent keeps it (creation.md §3 Agent user); null elsewhere.
    await db.schema.alterTable('users').addColumn('gender', 'text').execute();
    await db.schema.alterTable('users').addColumn('company', 'text').execute();
    await db.schema.alterTable('users').addColumn('personal_title', 'text').execute();
    await db.schema
      .createIndex('users_agent_created')
      .on('users')
      .columns(['agent_id', 'created_at'])
      .execute();
  },
};
