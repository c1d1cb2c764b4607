import type { PublicProject } from '@talkreel/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../../../app-context';
import { notFound } from '../../../../http/app-error';
import type { ProjectsTable } from '../../../../ports/db/schema';
import { isoTime } from '../../../tree/paging';

type ProjectRow = Pick<Selectable<ProjectsTable>, 'id' | 'name' | 'folder_id' | 'created_at'>;

export const toPublicProject = (p: ProjectRow): PublicProject => ({
  id: p.id,
  object: 'project',
  name: p.name,
  folder_id: p.folder_id,
  created_at: isoTime(p.created_at),
});

/** A project of the key's workspace; any other id (unknown, another workspace's) is 404. */
export async function projectInWorkspace(
  ctx: AppContext,
  workspaceId: string,
  projectId: string,
): Promise<ProjectRow> {
  const project = await ctx.db
    .selectFrom('projects')
    .select(['id', 'name', 'folder_id', 'created_at'])
    .where('id', '=', projectId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!project) throw notFound('Project not found');
  return project;
}
