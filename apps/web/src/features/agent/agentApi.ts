import {
  type AgentUserSearchType,
  agentDetailReply,
  agentListReply,
  agentUserActorDetailReply,
  agentUserReply,
  agentUsersReply,
  checkAdminReply,
  isDuplicateReply,
  SUBSCRIPTION_TYPE_VIDEO,
  saveAgentActorInfoReply,
  toggleAgentUserReply,
} from '@talkreel/contract';
import { callApi } from '../../api/client';

/** creation.md §7 Agent and core.md §7 (check-admin, agent list): snake_case bodies on the wire. */

export const checkAgentAdmin = () => callApi('/agent/check-admin', { reply: checkAdminReply });

export const listAgents = () => callApi('/agent/list', { reply: agentListReply });

/** No toast: useAgentDetail shows a refusal as the dashboard's error state. */
export const getAgentDetail = (agentId: string) =>
  callApi(`/agent/detail/${encodeURIComponent(agentId)}`, {
    toast: false,
    reply: agentDetailReply,
  });

export interface UserSearch {
  type: AgentUserSearchType;
  value: string;
  startDate: string | null;
  endDate: string | null;
}

export const listAgentUsers = (
  agentId: string,
  search: UserSearch,
  page: number,
  pageSize: number,
) =>
  callApi('/agent/users', {
    method: 'POST',
    body: {
      page,
      page_size: pageSize,
      agent_id: agentId,
      type: search.type,
      value: search.value.trim(),
      start_datetime: search.startDate ?? '',
      end_datetime: search.endDate ?? '',
    },
    reply: agentUsersReply,
  });

/** The editable fields of an agent user (creation.md §2 create and detail forms). */
export interface AgentUserFields {
  username: string;
  gender: string;
  email: string;
  company: string;
  personalTitle: string;
}

/** Form errors come back as 1001 with data.fields; the form shows them, so no toast. */
export const createAgentUser = (agentId: string, f: AgentUserFields) =>
  callApi('/agent/user/create', {
    method: 'POST',
    toast: false,
    body: {
      agent_id: agentId,
      username: f.username.trim(),
      gender: f.gender,
      email: f.email.trim(),
      company: f.company.trim(),
      personal_title: f.personalTitle.trim(),
    },
    reply: agentUserReply,
  });

export const updateAgentUser = (agentId: string, userId: string, f: AgentUserFields) =>
  callApi('/agent/user/update', {
    method: 'POST',
    toast: false,
    body: {
      agent_id: agentId,
      user_id: userId,
      username: f.username.trim(),
      gender: f.gender,
      company: f.company.trim(),
      personal_title: f.personalTitle.trim(),
    },
    reply: agentUserReply,
  });

export const getAgentUser = (agentId: string, userId: string) =>
  callApi('/agent/user/detail', {
    method: 'POST',
    body: { agent_id: agentId, user_id: userId },
    reply: agentUserReply,
  });

export const deleteAgentUser = (agentId: string, userId: string) =>
  callApi('/agent/user/delete', { method: 'POST', body: { agent_id: agentId, user_id: userId } });

export const toggleAgentUser = (agentId: string, userId: string) =>
  callApi('/agent/user/toggle-status', {
    method: 'POST',
    body: { agent_id: agentId, user_id: userId },
    reply: toggleAgentUserReply,
  });

export const getAgentUserAssets = (agentId: string, userId: string) =>
  callApi('/agent/user/actor-detail', {
    method: 'POST',
    body: { agent_id: agentId, user_id: userId },
    reply: agentUserActorDetailReply,
  });

/** The selected actor form (creation.md §3) with the actor and user it is for. */
export interface ActorInfo {
  actorId: string;
  actorName: string;
  voiceId: string;
  voiceName: string;
  voiceUrl: string;
}

/** Field refusals come back with data.fields; the preview shows them, so no toast. */
export const saveAgentActorInfo = (agentId: string, userId: string, info: ActorInfo) =>
  callApi('/agent/user/save-actor-info', {
    method: 'POST',
    toast: false,
    body: {
      agent_id: agentId,
      user_id: userId,
      actor_id: info.actorId,
      actor_name: info.actorName.trim(),
      voice_id: info.voiceId.trim(),
      voice_name: info.voiceName.trim(),
      voice_url: info.voiceUrl,
    },
    reply: saveAgentActorInfoReply,
  });

export const setAgentWorkflow = (agentId: string, workflow: string, address: string) =>
  callApi('/agent/set-workflow', {
    method: 'POST',
    toast: false,
    body: { agent_id: agentId, workflow: workflow.trim(), workflow_address: address.trim() },
    reply: agentDetailReply,
  });

/** A refused frequency comes back with data.fields; the form shows it, so no toast. */
export const setAgentSubscription = (agentId: string, time: number, frequency: string) =>
  callApi('/agent/set-subscription', {
    method: 'POST',
    toast: false,
    body: {
      type: SUBSCRIPTION_TYPE_VIDEO,
      agent_id: agentId,
      subscription_time: time,
      subscription_frequency: frequency,
    },
    reply: agentDetailReply,
  });

/** POST /users/rename-actor-template acting for the sub-user; `isDuplicate` means not renamed. */
export const renameUserActor = (userId: string, actorId: string, name: string) =>
  callApi('/users/rename-actor-template', {
    method: 'POST',
    body: { actor_id: actorId, actor_name: name.trim(), user_id: userId },
    reply: isDuplicateReply,
  });

/** POST /audio/rename-template acting for the sub-user. */
export const renameUserVoice = (userId: string, voiceId: string, name: string) =>
  callApi('/audio/rename-template', {
    method: 'POST',
    body: { audio_id: voiceId, audio_name: name.trim(), user_id: userId },
    reply: isDuplicateReply,
  });

/** POST /video/retry-failed-template: a failed actor of the sub-user is generated again. */
export const regenerateUserActor = (templateId: string) =>
  callApi('/video/retry-failed-template', { method: 'POST', body: { template_id: templateId } });
