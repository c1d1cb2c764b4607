import { callApi } from '../../../api/client';
import {
  cloneProvidersReply,
  cloneTaskReply,
  isDuplicateReply,
  processingStatusReply,
  savedAudioReply,
} from './pendingContract';

/** creation.md §7 "Upload and cloning": clone tasks, their polling and the saved audio. */

/** Where a voice is cloned (or, for `local`, matched offline). */
export type CloneProvider = 'local' | 'elevenlabs' | 'minimax';
export type UploadType = 'audio' | 'video';

export interface CloneRequest {
  provider: CloneProvider;
  uploadType: UploadType;
  name: string;
  fileUri: string;
}

/**
 * Starts a clone task: a recording goes to its provider's clone call; a video goes to the
 * extraction call, which takes the audio track and clones it with the chosen provider.
 */
export function startClone({ provider, uploadType, name, fileUri }: CloneRequest) {
  if (uploadType === 'video') {
    return callApi('/audio-extraction/tasks', {
      method: 'POST',
      body: { audio_name: name, video_url: fileUri, provider },
      reply: cloneTaskReply,
    });
  }
  return callApi(`/audio/clone-${provider}`, {
    method: 'POST',
    body: { audio_name: name, audio_url: fileUri },
    reply: cloneTaskReply,
  });
}

/** GET /audio/processing-status/{task_id}: failures are retried by the poller, not toasted. */
export const getProcessingStatus = (taskId: string, signal?: AbortSignal) =>
  callApi(`/audio/processing-status/${encodeURIComponent(taskId)}`, {
    reply: processingStatusReply,
    toast: false,
    signal,
  });

/** GET /audio/save-info/{id}: the saved audio of a finished clone task. */
export const getSaveInfo = (id: string) =>
  callApi(`/audio/save-info/${encodeURIComponent(id)}`, { reply: savedAudioReply });

/** POST /users/check-audio-name-duplicate; an empty user_id means the caller. */
export const checkAudioNameDuplicate = (name: string, signal?: AbortSignal) =>
  callApi('/users/check-audio-name-duplicate', {
    method: 'POST',
    body: { input_name: name, user_id: '' },
    reply: isDuplicateReply,
    signal,
  });

/** Which clone providers this server has (a key configured), so the dialog can say why not. */
export const getCloneProviders = () =>
  callApi('/audio/clone-providers', { reply: cloneProvidersReply, toast: false });
