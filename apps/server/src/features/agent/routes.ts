import {
  agentDetailReply,
  agentDetailRequest,
  agentListReply,
  agentUserActorDetailReply,
  agentUserActorDetailRequest,
  agentUserIdReply,
  agentUserReply,
  agentUserRequest,
  agentUsersReply,
  agentUsersRequest,
  checkAdminReply,
  createAgentUserRequest,
  saveAgentActorInfoReply,
  saveAgentActorInfoRequest,
  setSubscriptionRequest,
  setWorkflowRequest,
  toggleAgentUserReply,
  updateAgentUserRequest,
} from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { agentUserActors } from './agent-user-actors';
import { agentUserDetail } from './agent-user-detail';
import { createAgentUser } from './create-agent-user';
import { deleteAgentUser } from './delete-agent-user';
import { getAgentDetail } from './get-agent-detail';
import { listAgentUsers } from './list-agent-users';
import { listAgents } from './list-agents';
import { saveAgentActorInfo } from './save-agent-actor-info';
import { setSubscription } from './set-subscription';
import { setWorkflow } from './set-workflow';
import { toggleAgentUser } from './toggle-agent-user';
import { updateAgentUser } from './update-agent-user';

const tag = 'agent';

/**
 * The agent area (creation.md §7 Agent, issue 10). Every call but check-admin and list goes
 * through features/agent/policy: the caller administers that agent, the user belongs to it.
 * Forms answer refused fields in `data.fields`.
 */
export const agentRoutes: AnyRoute[] = [
  userRoute({
    method: 'GET',
    url: '/agent/check-admin',
    tag,
    summary: 'Whether the caller is an agent admin',
    reply: checkAdminReply,
    handler: async ({ user }) => ({ agent_admin: user.agentAdmin }),
  }),
  userRoute({
    method: 'GET',
    url: '/agent/list',
    tag,
    summary: 'The agents the caller administers',
    reply: agentListReply,
    handler: async ({ ctx, user }) => listAgents(ctx, user),
  }),
  userRoute({
    method: 'GET',
    url: '/agent/detail/:id',
    tag,
    summary: "An agent's workflow and subscription",
    input: agentDetailRequest,
    reply: agentDetailReply,
    handler: async ({ ctx, user, input }) => getAgentDetail(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/agent/users',
    tag,
    summary: "A page of the agent's sub-users, filtered",
    input: agentUsersRequest,
    reply: agentUsersReply,
    fieldErrors: true,
    handler: async ({ ctx, user, input }) => listAgentUsers(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/agent/user/create',
    tag,
    summary: 'Create a sub-user and e-mail them an invitation',
    input: createAgentUserRequest,
    reply: agentUserReply,
    fieldErrors: true,
    handler: async ({ ctx, user, input, lang }) => createAgentUser(ctx, user, input, lang),
  }),
  userRoute({
    method: 'POST',
    url: '/agent/user/update',
    tag,
    summary: "Edit a sub-user's profile",
    input: updateAgentUserRequest,
    reply: agentUserReply,
    fieldErrors: true,
    handler: async ({ ctx, user, input }) => updateAgentUser(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/agent/user/detail',
    tag,
    summary: 'One sub-user',
    input: agentUserRequest,
    reply: agentUserReply,
    handler: async ({ ctx, user, input }) => agentUserDetail(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/agent/user/delete',
    tag,
    summary: 'Delete a sub-user and everything they own',
    input: agentUserRequest,
    reply: agentUserIdReply,
    handler: async ({ ctx, user, input }) => deleteAgentUser(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/agent/user/toggle-status',
    tag,
    summary: 'Disable (sign out at once) or enable a sub-user',
    input: agentUserRequest,
    reply: toggleAgentUserReply,
    handler: async ({ ctx, user, input }) => toggleAgentUser(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/agent/user/actor-detail',
    tag,
    summary: "A sub-user's own actors and voices",
    input: agentUserActorDetailRequest,
    reply: agentUserActorDetailReply,
    handler: async ({ ctx, user, input }) => agentUserActors(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/agent/user/save-actor-info',
    tag,
    summary: "Rename a sub-user's actor and set its voice",
    input: saveAgentActorInfoRequest,
    reply: saveAgentActorInfoReply,
    fieldErrors: true,
    handler: async ({ ctx, user, input }) => saveAgentActorInfo(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/agent/set-subscription',
    tag,
    summary: "Set the agent's daily delivery hour and videos per day",
    input: setSubscriptionRequest,
    reply: agentDetailReply,
    fieldErrors: true,
    handler: async ({ ctx, user, input }) => setSubscription(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/agent/set-workflow',
    tag,
    summary: "Set the agent's workflow name and delivery address",
    input: setWorkflowRequest,
    reply: agentDetailReply,
    fieldErrors: true,
    handler: async ({ ctx, user, input }) => setWorkflow(ctx, user, input),
  }),
];
