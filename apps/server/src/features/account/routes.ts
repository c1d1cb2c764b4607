import { profileReply } from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { getProfile } from './profile';

const tag = 'account';

export const accountRoutes: AnyRoute[] = [
  userRoute({
    method: 'GET',
    url: '/users/profile',
    tag,
    summary: 'The signed-in account',
    reply: profileReply,
    handler: ({ ctx, user }) => getProfile(ctx, user, async (key) => `/media/${key}`),
  }),
];
