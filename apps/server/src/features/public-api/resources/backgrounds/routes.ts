import { pageOf, publicBackground } from '@talkreel/contract';
import { type AnyApiRoute, apiRoute } from '../../http/api-route';
import { listPublicBackgrounds } from './list-backgrounds';

/** The stock backgrounds, for `POST /videos`' `background: { type: "stock" }`. */
export const backgroundApiRoutes: AnyApiRoute[] = [
  apiRoute({
    method: 'GET',
    url: '/backgrounds',
    operationId: 'listBackgrounds',
    summary: 'The stock backgrounds a video can stand its actor on (all on one page)',
    tag: 'Backgrounds',
    scope: 'read',
    reply: pageOf(publicBackground),
    handler: ({ ctx, principal }) => listPublicBackgrounds(ctx, principal),
  }),
];
