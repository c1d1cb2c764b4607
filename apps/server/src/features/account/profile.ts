import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { namePartsOf } from './name-parts';

/** The profile always names a current workspace: the last one switched to, else the first joined. */
export async function getProfile(
  ctx: AppContext,
  user: AuthUser,
  avatarUrl: (key: string) => Promise<string>,
) {
  const row = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  let workspaceId = row.latest_workspace_id;
  const stillMember = workspaceId
    ? await ctx.db
        .selectFrom('workspace_members')
        .select('workspace_id')
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', user.id)
        .executeTakeFirst()
    : undefined;
  if (!stillMember) {
    const first = await ctx.db
      .selectFrom('workspace_members')
      .select('workspace_id')
      .where('user_id', '=', user.id)
      .orderBy('joined_at', 'asc')
      .executeTakeFirst();
    workspaceId = first?.workspace_id ?? null;
    await ctx.db
      .updateTable('users')
      .set({ latest_workspace_id: workspaceId })
      .where('id', '=', user.id)
      .execute();
  }
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    ...namePartsOf(row),
    avatar: row.avatar_key ? await avatarUrl(row.avatar_key) : null,
    latest_modified_workspace: { id: workspaceId ?? '' },
  };
}
