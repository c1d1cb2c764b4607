import { AgentUserStatus } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { authorizeAgentUser } from './policy';

/**
 * POST /agent/user/toggle-status: disables an enabled sub-user or enables a disabled one.
 * Disabling revokes every session of theirs in the same transaction, so their next call with a
 * live token is refused (1015, see http/auth) and so is signing in; enabling lets them sign in
 * again (old sessions stay revoked).
 */
export async function toggleAgentUser(
  ctx: AppContext,
  user: AuthUser,
  input: { agent_id: string; user_id: string },
) {
  const { subUser } = await authorizeAgentUser(ctx, user, input.agent_id, input.user_id);
  const disable = !subUser.agent_disabled;
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ agent_disabled: disable ? 1 : 0 })
      .where('id', '=', subUser.id)
      .execute();
    if (disable) {
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', subUser.id)
        .where('revoked_at', 'is', null)
        .execute();
    }
  });
  return {
    user_id: subUser.id,
    is_agent: disable ? AgentUserStatus.DISABLED : AgentUserStatus.ENABLED,
  };
}
