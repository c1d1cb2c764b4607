import { brandKit, brandKitUpdateRequest } from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { toBrandKitReply } from './kit-reply';
import { authorizeBrandKit } from './policy';
import { storedKitOf } from './stored-kit';
import { updateBrandKit } from './update-kit';

const tag = 'brand-kit';

/** The workspace brand kit in Settings (issue 26); renders read it through brandForRender. */
export const brandKitRoutes: AnyRoute[] = [
  userRoute({
    method: 'GET',
    url: '/brand-kit/detail',
    tag,
    summary: "The current workspace's brand kit (the default kit until it is first saved)",
    reply: brandKit,
    handler: async ({ ctx, user }) => {
      const workspaceId = await authorizeBrandKit(ctx, user, 'read');
      return toBrandKitReply(ctx, await storedKitOf(ctx, workspaceId));
    },
  }),
  userRoute({
    method: 'POST',
    url: '/brand-kit/update',
    tag,
    summary:
      "Replaces the current workspace's brand kit (owner and admins); a PNG or SVG logo from the caller's own upload, null removes it",
    input: brandKitUpdateRequest,
    reply: brandKit,
    handler: async ({ ctx, user, input }) => {
      const workspaceId = await authorizeBrandKit(ctx, user, 'update');
      return toBrandKitReply(ctx, await updateBrandKit(ctx, user, workspaceId, input));
    },
  }),
];
