import { API_PROJECT_NAME } from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { createProject } from '../../../tree/projects';

/**
 * The id of a workspace's "API" project: fixed per workspace, so it is made once however many
 * first calls race (the insert of a second one does nothing), and a renamed or moved "API"
 * project keeps receiving the API's videos; a deleted one is made again on the next call.
 */
export const apiProjectIdOf = (workspaceId: string) => `api-${workspaceId}`;

/** The project a video goes to when `POST /videos` names none, made on first use. */
export async function apiProject(ctx: AppContext, principal: ApiPrincipal): Promise<string> {
  const id = apiProjectIdOf(principal.workspaceId);
  const found = await ctx.db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (found) return id;
  await createProject(ctx, principal.user, {
    id,
    name: API_PROJECT_NAME,
    folder_id: null,
    workspace_id: principal.workspaceId,
  });
  return id;
}
