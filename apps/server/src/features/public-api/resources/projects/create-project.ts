import type { PublicCreateProjectRequest, PublicProject } from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { createProject } from '../../../tree/projects';
import { hideForeign } from '../hide-foreign';
import { projectInWorkspace, toPublicProject } from './project-resource';

/** `POST /projects`: the web app's new project, at the top of its folder (none: uncategorized). */
export async function createPublicProject(
  ctx: AppContext,
  principal: ApiPrincipal,
  body: PublicCreateProjectRequest,
): Promise<PublicProject> {
  const { project } = await hideForeign(
    createProject(ctx, principal.user, {
      name: body.name,
      folder_id: body.folder_id ?? null,
      workspace_id: principal.workspaceId,
    }),
  );
  return toPublicProject(await projectInWorkspace(ctx, principal.workspaceId, project.id));
}
