import { checkAdminReply } from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';

export const agentRoutes: AnyRoute[] = [
  userRoute({
    method: 'GET',
    url: '/agent/check-admin',
    tag: 'agent',
    summary: 'Whether the caller is an agent admin',
    reply: checkAdminReply,
    handler: async ({ user }) => ({ agent_admin: user.agentAdmin }),
  }),
];
