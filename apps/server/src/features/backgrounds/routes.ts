import { stockBackgroundsReply } from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { listStockBackgrounds } from './list-stock-backgrounds';

/** The stock backgrounds a video's picture may stand the actor on (issue 26). */
export const backgroundRoutes: AnyRoute[] = [
  userRoute({
    method: 'GET',
    url: '/backgrounds/list',
    tag: 'videos',
    summary: 'The stock backgrounds: id, English name and a signed thumbnail link',
    reply: stockBackgroundsReply,
    handler: ({ ctx }) => listStockBackgrounds(ctx),
  }),
];
