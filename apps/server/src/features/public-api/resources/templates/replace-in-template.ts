import {
  type PublicReplaceTemplateRequest,
  type PublicTemplate,
  TemplateMessage,
} from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import { notFound } from '../../../../http/app-error';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { replaceInTemplate } from '../../../templates/change-template';
import { authorizeTemplate } from '../../../templates/policy';
import { hideForeign } from '../hide-foreign';
import { toPublicTemplate } from './template-resource';

/**
 * `POST /templates/{id}/replacements`: the web app's replace. A template outside the key's
 * workspace, or an actor or voice the key's user may not use, is not said to exist (404); a member
 * who neither made the template nor owns the workspace is told so (403), as in the web app.
 */
export async function replaceInPublicTemplate(
  ctx: AppContext,
  principal: ApiPrincipal,
  id: string,
  body: PublicReplaceTemplateRequest,
): Promise<PublicTemplate> {
  const row = await hideForeign(
    authorizeTemplate(ctx, principal.user, 'read', id),
    TemplateMessage.NOT_FOUND,
  );
  if (row.workspace_id !== principal.workspaceId) throw notFound(TemplateMessage.NOT_FOUND);
  // Seen, so its one refusal left (not its creator nor an owner) is said as it is, not hidden.
  await authorizeTemplate(ctx, principal.user, 'edit', id);
  const item = await hideForeign(
    replaceInTemplate(ctx, principal.user, { id, replacements: body.replacements }),
  );
  return toPublicTemplate(item);
}
