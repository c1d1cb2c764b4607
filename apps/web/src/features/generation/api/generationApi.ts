import {
  VIDEO_BATCH_TIMEOUT_MS,
  VIDEO_PAGE_SIZE,
  type VoiceSettings,
  videoResultReply,
} from '@talkreel/contract';
import { callApi } from '../../../api/client';
import type { PictureTaskFields } from '../model/pictureFields';
import type { VideoResult } from '../model/videoResult';
import { checkedProjectVideos, checkedVideoList } from './videoListReply';

/** The video calls of creation.md §7 "Videos". */

/** One task of a batch: one actor speaking the script with one voice, in one picture. */
export interface VideoTaskBody extends Partial<PictureTaskFields> {
  text: string;
  actor_id: string;
  voice_id: string;
  voice_model_name: string | null;
  voice_settings: VoiceSettings;
  project_id: string;
  folder_id: string | null;
  scene_id: string | null;
  burn_captions: boolean;
}

const batchReply = checkedVideoList('POST /video/audio-video/process-batch');
const retryReply = checkedVideoList('POST /video/retry-failed-video');

/** Generation refusals are shown by the caller: code 1020 opens the audio dialog instead. */
export const processBatch = (tasks: VideoTaskBody[]) =>
  callApi('/video/audio-video/process-batch', {
    method: 'POST',
    body: { tasks },
    reply: batchReply,
    timeoutMs: VIDEO_BATCH_TIMEOUT_MS,
    toast: false,
  });

export const listProjectVideos = async (projectId: string): Promise<VideoResult[]> => {
  const data = await callApi('/video/videos-by-folder-project', {
    method: 'POST',
    body: { project_id: projectId, current_page: 1, page_size: VIDEO_PAGE_SIZE },
    reply: checkedProjectVideos,
    // A list that cannot be read shows its own retry line; polling failures just retry.
    toast: false,
  });
  return data?.videos ?? [];
};

/** One result by task id, for polling; failures are retried at the next tick, never toasted. */
export const videoResult = async (taskId: string): Promise<VideoResult> => ({
  ...(await callApi('/video/callback/result', {
    method: 'POST',
    body: { task_id: taskId },
    reply: videoResultReply,
    toast: false,
  })),
  isUnusual: false,
});

export const retryFailedVideo = (videoId: string) =>
  callApi('/video/retry-failed-video', {
    method: 'POST',
    body: { tasks: [{ failed_video_id: videoId }] },
    reply: retryReply,
    timeoutMs: VIDEO_BATCH_TIMEOUT_MS,
  });

export const deleteVideo = (videoId: string) =>
  callApi('/video/delete', { method: 'POST', body: { id: videoId } });
