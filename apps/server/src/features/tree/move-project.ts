import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { authorizeFolderIn, authorizeProject, authorizeSortIds } from './policy';
import { nextProjectSortOrder } from './sort-order';

interface MoveInput {
  project_id: string;
  from_folder_id: string | null;
  to_folder_id: string | null;
  sort_detail: { id: string; sort_order: number }[];
}

/**
 * Moves a project to the top of the target folder (null: uncategorized), then applies the
 * positions in sort_detail, which may also place the moved project. Moving within the same
 * folder is how projects are reordered. Every id named must belong to the project's workspace,
 * else nothing changes. from_folder_id only has to be a folder of that workspace: a client with
 * a stale tree still moves the project where the user dropped it.
 */
export async function moveProject(ctx: AppContext, user: AuthUser, input: MoveInput) {
  const project = await authorizeProject(ctx, user, 'write', input.project_id);
  const workspaceId = project.workspace_id;
  if (input.from_folder_id) {
    await authorizeFolderIn(ctx, user, 'write', input.from_folder_id, workspaceId);
  }
  if (input.to_folder_id) {
    await authorizeFolderIn(ctx, user, 'write', input.to_folder_id, workspaceId);
  }
  await authorizeSortIds(
    ctx,
    user,
    'projects',
    input.sort_detail.map((e) => e.id),
    workspaceId,
  );

  await ctx.db.transaction().execute(async (trx) => {
    const top = await nextProjectSortOrder(trx, workspaceId, input.to_folder_id, project.id);
    await trx
      .updateTable('projects')
      .set({ folder_id: input.to_folder_id, sort_order: top })
      .where('id', '=', project.id)
      .execute();
    for (const e of input.sort_detail) {
      await trx
        .updateTable('projects')
        .set({ sort_order: e.sort_order })
        .where('id', '=', e.id)
        .execute();
    }
  });
}
