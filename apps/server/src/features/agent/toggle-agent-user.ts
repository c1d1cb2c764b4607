import { AgentUserStatus } from '@talkreel/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { authorizeAgentUser } from './policy';

/**
 * POST /agent/user/toggle-status: disables an enabled sub-user or enables a disabled one (the
 * public API's disable / enable say which with `disabled`; already so, nothing changes).
 * Disabling revokes every session of theirs in the same transaction, so their next call with a
 * live token is refused (1015, see http/auth) and so is signing in; enabling lets them sign in
 * again (old sessions stay revoked).
 */
export async function toggleAgentUser(
  ctx: AppContext,
  user: AuthUser,
  input: { agent_id: string; user_id: string; disabled?: boolean },
) {
  const { subUser } = await authorizeAgentUser(ctx, user, input.agent_id, input.user_id);
  const now = ctx.now();
  const disable = await ctx.db.transaction().execute(async (trx) => {
    // Flipped in one statement, so two toggles at once leave it where two toggles should.
    const to = input.disabled === undefined ? sql<number>`1 - agent_disabled` : +input.disabled;
    await trx
      .updateTable('users')
      .set({ agent_disabled: to })
      .where('id', '=', subUser.id)
      .execute();
    const row = await trx
      .selectFrom('users')
      .select('agent_disabled')
      .where('id', '=', subUser.id)
      .executeTakeFirstOrThrow();
    const disabled = Boolean(row.agent_disabled);
    if (disabled) {
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', subUser.id)
        .where('revoked_at', 'is', null)
        .execute();
    }
    return disabled;
  });
  return {
    user_id: subUser.id,
    is_agent: disable ? AgentUserStatus.DISABLED : AgentUserStatus.ENABLED,
  };
}
