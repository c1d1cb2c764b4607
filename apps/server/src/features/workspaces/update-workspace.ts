import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { authorizeWorkspace } from './policy';

/** Renames a workspace; members may rename too (core.md §6 product menu). */
export async function updateWorkspace(
  ctx: AppContext,
  user: AuthUser,
  input: { id: string; name: string; description: string | null },
) {
  await authorizeWorkspace(ctx, user, 'write', input.id);
  await ctx.db
    .updateTable('workspaces')
    .set({
      name: input.name,
      ...(input.description === null ? {} : { description: input.description }),
      updated_at: ctx.now(),
    })
    .where('id', '=', input.id)
    .execute();
}
