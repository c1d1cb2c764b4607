import {
  type CLONE_SOURCES,
  cloneProcessingReply,
  cloneProvidersReply,
  cloneTaskReply,
  isDuplicateReply,
  savedAudioInfo,
  type VoiceProviderName,
} from '@talkreel/contract';
import { callApi } from '../../../api/client';

/** creation.md §7 "Upload and cloning": clone tasks, their polling and the saved audio. */

/** Where a voice is cloned (or, for `local`, matched offline). */
export type CloneProvider = VoiceProviderName;
export type UploadType = (typeof CLONE_SOURCES)[number];

export interface CloneRequest {
  provider: CloneProvider;
  uploadType: UploadType;
  name: string;
  fileUri: string;
  /** An agent's sub-user; empty means the caller. */
  userId?: string;
}

/**
 * Starts a clone task: a recording goes to its provider's clone call; a video goes to the
 * extraction call, which takes the audio track and clones it with the chosen provider.
 */
export function startClone({ provider, uploadType, name, fileUri, userId = '' }: CloneRequest) {
  if (uploadType === 'video') {
    return callApi('/audio-extraction/tasks', {
      method: 'POST',
      body: { user_id: userId, audio_name: name, video_url: fileUri, provider },
      reply: cloneTaskReply,
    });
  }
  return callApi(`/audio/clone-${provider}`, {
    method: 'POST',
    // An empty user_id is the caller (an agent acting for a sub-user passes its id).
    body: { user_id: userId, audio_name: name, audio_url: fileUri },
    reply: cloneTaskReply,
  });
}

/** GET /audio/processing-status/{task_id}: failures are retried by the poller, not toasted. */
export const getProcessingStatus = (taskId: string, signal?: AbortSignal) =>
  callApi(`/audio/processing-status/${encodeURIComponent(taskId)}`, {
    reply: cloneProcessingReply,
    toast: false,
    signal,
  });

/** GET /audio/save-info/{id}: the saved audio; id is the voice's id or its clone task's. */
export const getSaveInfo = (id: string) =>
  callApi(`/audio/save-info/${encodeURIComponent(id)}`, { reply: savedAudioInfo });

/** POST /users/check-audio-name-duplicate; an empty user_id means the caller. */
export const checkAudioNameDuplicate = (name: string, signal?: AbortSignal, userId = '') =>
  callApi('/users/check-audio-name-duplicate', {
    method: 'POST',
    body: { input_name: name, user_id: userId },
    reply: isDuplicateReply,
    signal,
  });

/** Which clone providers this server has (a key configured), so the dialog can say why not. */
export const getCloneProviders = () =>
  callApi('/audio/clone-providers', { reply: cloneProvidersReply, toast: false });
