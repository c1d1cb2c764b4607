import {
  AgentUserAppState,
  AgentUserStatus,
  type agentUserItem,
  type PublicAgentUser,
  pageOf,
  publicAgentUser,
  publicAgentUserParams,
  publicCreateAgentUserRequest,
  publicListAgentUsersQuery,
} from '@talkreel/contract';
import { z } from 'zod';
import { forbidden } from '../../http/app-error';
import { agentUserDetail } from '../agent/agent-user-detail';
import { createAgentUser } from '../agent/create-agent-user';
import { deleteAgentUser } from '../agent/delete-agent-user';
import { listAgentUsers } from '../agent/list-agent-users';
import { toggleAgentUser } from '../agent/toggle-agent-user';
import { type AnyApiRoute, apiRoute } from '../public-api/http/api-route';
import { decodeCursor, encodeCursor } from '../public-api/http/cursor';
import type { ApiPrincipal } from './principal';

const tag = 'Agent users';

/** An agent user entry of the agent services as the public resource. */
const toPublicAgentUser = (u: z.input<typeof agentUserItem>) =>
  ({
    id: u.id,
    object: 'agent_user',
    username: u.username,
    email: u.email,
    gender: u.gender ?? null,
    company: u.company ?? null,
    personal_title: u.personal_title ?? null,
    status: u.is_agent === AgentUserStatus.DISABLED ? 'disabled' : 'enabled',
    signed_in: u.app_state === AgentUserAppState.VERIFIED,
    created_at: u.created_at,
  }) satisfies PublicAgentUser;

/**
 * The agent's admin who made the key, for the agent services (features/agent): they check that
 * this user still administers the agent. Managing sub-users is the agent's, never a sub-user's.
 */
function agentOf({ principal }: { principal: ApiPrincipal }) {
  if (principal.onBehalfOf || !principal.agentId) {
    throw forbidden('Sub-users are managed by the agent key itself, not on behalf of a sub-user');
  }
  return { user: principal.user, agentId: principal.agentId };
}

/** The list's position: the page of the agent services' paging (newest first). */
const pagePosition = z.tuple([z.number().int().min(1).max(1_000_000)]);

/** An agent key's calls (issue 25): the agent's sub-users, through the agent area's services. */
export const agentKeyPublicRoutes: AnyApiRoute[] = [
  apiRoute({
    method: 'GET',
    url: '/agent/users',
    operationId: 'listAgentUsers',
    summary: "The agent's sub-users, newest first",
    tag,
    scope: 'read',
    agentOnly: true,
    query: publicListAgentUsersQuery,
    reply: pageOf(publicAgentUser),
    handler: async (call) => {
      const { user, agentId } = agentOf(call);
      const [page] = decodeCursor(pagePosition, call.query.cursor) ?? [1];
      const r = await listAgentUsers(call.ctx, user, {
        agent_id: agentId,
        page,
        page_size: call.query.limit,
        type: 'email',
        value: call.query.email ?? '',
        start_datetime: null,
        end_datetime: null,
      });
      return {
        data: r.users.map(toPublicAgentUser),
        next_cursor: page < r.total_pages ? encodeCursor([page + 1]) : null,
      };
    },
  }),
  apiRoute({
    method: 'POST',
    url: '/agent/users',
    operationId: 'createAgentUser',
    summary: 'Create a sub-user and e-mail them an invitation to sign in',
    tag,
    scope: 'write',
    agentOnly: true,
    status: 201,
    body: publicCreateAgentUserRequest,
    reply: publicAgentUser,
    handler: async (call) => {
      const { user, agentId } = agentOf(call);
      const lang = call.ctx.lang ?? 'en';
      return toPublicAgentUser(
        await createAgentUser(call.ctx, user, { ...call.body, agent_id: agentId }, lang),
      );
    },
  }),
  apiRoute({
    method: 'GET',
    url: '/agent/users/:id',
    operationId: 'getAgentUser',
    summary: 'One sub-user of the agent',
    tag,
    scope: 'read',
    agentOnly: true,
    params: publicAgentUserParams,
    reply: publicAgentUser,
    handler: async (call) => {
      const { user, agentId } = agentOf(call);
      const input = { agent_id: agentId, user_id: call.params.id };
      return toPublicAgentUser(await agentUserDetail(call.ctx, user, input));
    },
  }),
  ...(['disable', 'enable'] as const).map((verb) =>
    apiRoute({
      method: 'POST',
      url: `/agent/users/:id/${verb}`,
      operationId: `${verb}AgentUser`,
      summary:
        verb === 'disable'
          ? 'Disable a sub-user: signed out at once, refused until enabled'
          : 'Enable a disabled sub-user again',
      tag,
      scope: 'write',
      agentOnly: true,
      params: publicAgentUserParams,
      reply: publicAgentUser,
      handler: async (call) => {
        const { user, agentId } = agentOf(call);
        const input = { agent_id: agentId, user_id: call.params.id };
        await toggleAgentUser(call.ctx, user, { ...input, disabled: verb === 'disable' });
        return toPublicAgentUser(await agentUserDetail(call.ctx, user, input));
      },
    }),
  ),
  apiRoute({
    method: 'DELETE',
    url: '/agent/users/:id',
    operationId: 'deleteAgentUser',
    summary: 'Delete a sub-user and everything they own',
    tag,
    scope: 'write',
    agentOnly: true,
    status: 204,
    params: publicAgentUserParams,
    reply: z.null(),
    handler: async (call) => {
      const { user, agentId } = agentOf(call);
      await deleteAgentUser(call.ctx, user, { agent_id: agentId, user_id: call.params.id });
      return null;
    },
  }),
];
