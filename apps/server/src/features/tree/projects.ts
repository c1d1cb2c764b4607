import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { newId } from '../../lib/ids';
import { collectAfterCommit } from './after-commit';
import { onProjectsDeleted } from './on-projects-deleted';
import { authorizeFolderIn, authorizeNamedWorkspace, authorizeProject } from './policy';
import { nextProjectSortOrder } from './sort-order';

/** Project verbs of the creation sidebar (core.md §4 "Folder and project tree"). */

/**
 * Creates a project at the top of its folder (folder_id null: uncategorized). `id` is given only
 * for a project made once (the public API's "API" project): when it exists, nothing is made.
 */
export async function createProject(
  ctx: AppContext,
  user: AuthUser,
  input: { name: string; folder_id: string | null; workspace_id: string | null; id?: string },
) {
  const workspaceId = input.folder_id
    ? (await authorizeFolderIn(ctx, user, 'write', input.folder_id, input.workspace_id))
        .workspace_id
    : await authorizeNamedWorkspace(ctx, user, 'write', input.workspace_id);
  const id = input.id ?? newId();
  const sortOrder = await ctx.db.transaction().execute(async (trx) => {
    const top = await nextProjectSortOrder(trx, workspaceId, input.folder_id);
    await trx
      .insertInto('projects')
      .values({
        id,
        workspace_id: workspaceId,
        folder_id: input.folder_id,
        name: input.name,
        sort_order: top,
        created_at: ctx.now(),
        latest_video_image_key: null,
        latest_video_at: null,
      })
      // Two first calls at once: the second finds the row of the first and makes nothing.
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return top;
  });
  return {
    project: { id, name: input.name, sort_order: sortOrder, folder_id: input.folder_id },
  };
}

export async function renameProject(
  ctx: AppContext,
  user: AuthUser,
  input: { project_id: string; name: string },
) {
  const project = await authorizeProject(ctx, user, 'write', input.project_id);
  await ctx.db
    .updateTable('projects')
    .set({ name: input.name })
    .where('id', '=', project.id)
    .execute();
}

export async function deleteProject(
  ctx: AppContext,
  user: AuthUser,
  input: { project_id: string },
) {
  const project = await authorizeProject(ctx, user, 'write', input.project_id);
  const cleanUp = collectAfterCommit();
  await ctx.db.transaction().execute(async (trx) => {
    await onProjectsDeleted({
      ctx,
      trx,
      workspaceId: project.workspace_id,
      projectIds: [project.id],
      afterCommit: cleanUp.afterCommit,
    });
    await trx.deleteFrom('projects').where('id', '=', project.id).execute();
  });
  await cleanUp.run(ctx.log);
}
