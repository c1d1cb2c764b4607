import { type Kysely, type Migration, sql } from 'kysely';

/** At most one pending invitation per workspace and address; listing by workspace. */
export const memberInvitationsPendingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('member_invitations_pending')
      .on('member_invitations')
      .columns(['workspace_id', 'email'])
      .unique()
      .where(sql.ref('accepted_at'), 'is', null)
      .where(sql.ref('revoked_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('member_invitations_workspace')
      .on('member_invitations')
      .column('workspace_id')
      .execute();
  },
};
