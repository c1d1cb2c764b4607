import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { authorizeWorkspace } from './policy';

/**
 * The owner's workspace settings (issue 24): today only "Keep folders across reloads", which
 * turns core.md §4's dissolve-on-reload rule off for everyone in the workspace. Owner only
 * (`manage`): members, and agent admins who are not its owner, are refused with 1003.
 */
export async function setWorkspaceSettings(
  ctx: AppContext,
  user: AuthUser,
  input: { id: string; keep_folders: boolean },
) {
  await authorizeWorkspace(ctx, user, 'manage', input.id);
  await ctx.db
    .updateTable('workspaces')
    .set({ keep_folders: input.keep_folders ? 1 : 0, updated_at: ctx.now() })
    .where('id', '=', input.id)
    .execute();
  return { keep_folders: input.keep_folders };
}
