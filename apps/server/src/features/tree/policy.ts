import { FOLDER_NOT_FOUND, UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { invalidInput, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { authorizeWorkspace, currentWorkspaceId } from '../workspaces/policy';

type Action = 'read' | 'write';

/**
 * Authorization of tree calls, always through the workspace that owns the item: an id the
 * caller cannot see is 1004 when it does not exist and 1003 when it lives in another workspace.
 */

/** The named workspace, or the caller's current one when none is named. */
export async function authorizeNamedWorkspace(
  ctx: AppContext,
  user: AuthUser,
  action: Action,
  workspaceId: string | null,
): Promise<string> {
  const id = workspaceId ?? (await currentWorkspaceId(ctx, user));
  await authorizeWorkspace(ctx, user, action, id);
  return id;
}

export async function authorizeFolder(
  ctx: AppContext,
  user: AuthUser,
  action: Action,
  folderId: string,
) {
  if (folderId === UNCATEGORIZED_FOLDER_ID) {
    throw invalidInput('The uncategorized folder cannot be changed');
  }
  const folder = await ctx.db
    .selectFrom('folders')
    .selectAll()
    .where('id', '=', folderId)
    .executeTakeFirst();
  if (!folder) throw notFound(FOLDER_NOT_FOUND);
  await authorizeWorkspace(ctx, user, action, folder.workspace_id);
  return folder;
}

/**
 * A folder that must sit in `workspaceId` (when given). A folder of another workspace the
 * caller also belongs to is still refused: items never cross workspaces.
 */
export async function authorizeFolderIn(
  ctx: AppContext,
  user: AuthUser,
  action: Action,
  folderId: string,
  workspaceId: string | null,
) {
  const folder = await authorizeFolder(ctx, user, action, folderId);
  if (workspaceId && folder.workspace_id !== workspaceId) {
    await authorizeWorkspace(ctx, user, action, workspaceId);
    throw notFound('Folder not found in this workspace');
  }
  return folder;
}

export async function authorizeProject(
  ctx: AppContext,
  user: AuthUser,
  action: Action,
  projectId: string,
) {
  const project = await ctx.db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!project) throw notFound('Project not found');
  await authorizeWorkspace(ctx, user, action, project.workspace_id);
  return project;
}

/**
 * Checks every id of a reorder: all must exist (1004), sit in workspaces the caller belongs
 * to (1003) and share one workspace, which is returned. Any bad id refuses the whole request.
 */
export async function authorizeSortIds(
  ctx: AppContext,
  user: AuthUser,
  table: 'folders' | 'projects',
  ids: string[],
  expectedWorkspaceId: string | null,
): Promise<string | null> {
  if (!ids.length) return expectedWorkspaceId;
  const rows = await ctx.db
    .selectFrom(table)
    .select(['id', 'workspace_id'])
    .where('id', 'in', ids)
    .execute();
  const label = table === 'folders' ? 'Folder' : 'Project';
  if (rows.length !== ids.length) throw notFound(`${label} not found`);
  const workspaces = new Set(rows.map((r) => r.workspace_id));
  for (const id of workspaces) await authorizeWorkspace(ctx, user, 'write', id);
  if (expectedWorkspaceId) workspaces.add(expectedWorkspaceId);
  if (workspaces.size > 1) {
    throw invalidInput(`${label}s of different workspaces cannot be sorted together`);
  }
  return [...workspaces][0] ?? null;
}
