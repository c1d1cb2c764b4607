import type { Page, PublicBackground } from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import type { ApiPrincipal } from '../../../api-keys/principal';
import { stockBackgroundEntries } from '../../../backgrounds/list-stock-backgrounds';
import { authorizeWorkspace } from '../../../workspaces/policy';
import { signedLinks } from '../signed-link';

/** `GET /backgrounds`: the 12 stock backgrounds, English names, signed thumbnail links. */
export async function listPublicBackgrounds(
  ctx: AppContext,
  principal: ApiPrincipal,
): Promise<Page<PublicBackground>> {
  // Nothing here is the workspace's, but a key of a workspace the user left reads nothing.
  await authorizeWorkspace(ctx, principal.user, 'read', principal.workspaceId);
  const entries = await stockBackgroundEntries(ctx);
  const links = await signedLinks(
    ctx,
    entries.map((e) => e.thumbnailKey),
  );
  return {
    data: entries.map((e, i) => ({
      id: e.id,
      object: 'background' as const,
      name: e.name,
      thumbnail_url: links[i].url ?? '',
      thumbnail_url_expires_at: links[i].expiresAt ?? '',
    })),
    next_cursor: null,
  };
}
