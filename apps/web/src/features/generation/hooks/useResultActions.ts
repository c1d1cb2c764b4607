import { VideoStatus } from '@talkreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { fetchBlob, saveBlob } from '../../../api/download';
import { recordEvent } from '../../../api/events/recordEvent';
import { useDownloadTasks } from '../../../ui/downloadTasks';
import { deleteVideo, retryFailedVideo } from '../api/generationApi';
import { downloadNameOf } from '../model/downloadName';
import type { VideoResult } from '../model/videoResult';
import { updateVideos, videosKey, withResults } from './resultsCache';

/** Unusual entries without an id of their own exist only here: removing them calls nothing. */
const isLocalOnly = (video: VideoResult) => video.id.startsWith('unusual_');

/**
 * Retry, delete and download of a project's results. Retry and delete change the grid at
 * once and put it back when the server refuses (the refusal is toasted by the call layer).
 */
export function useResultActions(projectId: string) {
  const client = useQueryClient();
  const current = () => client.getQueryData<VideoResult[]>(videosKey(projectId)) ?? [];

  const retry = async (video: VideoResult) => {
    updateVideos(client, projectId, (list) =>
      list.map((v) =>
        v.id === video.id ? { ...v, videoStatus: VideoStatus.IN_PROGRESS, errorMessage: null } : v,
      ),
    );
    try {
      const reply = await retryFailedVideo(video.id);
      updateVideos(client, projectId, (list) => withResults(list, reply.videos));
    } catch {
      updateVideos(client, projectId, (list) => list.map((v) => (v.id === video.id ? video : v)));
    }
  };

  const remove = async (video: VideoResult) => {
    const index = current().findIndex((v) => v.id === video.id);
    updateVideos(client, projectId, (list) => list.filter((v) => v.id !== video.id));
    if (isLocalOnly(video)) return;
    try {
      await deleteVideo(video.id);
    } catch {
      // Back where it was, whatever polling changed meanwhile.
      updateVideos(client, projectId, (list) =>
        list.some((v) => v.id === video.id)
          ? list
          : [...list.slice(0, Math.max(0, index)), video, ...list.slice(Math.max(0, index))],
      );
    }
  };

  const download = async (video: VideoResult) => {
    const url = video.videoUrl;
    if (!url) return;
    recordEvent('download_click', { video_id: video.id });
    const name = downloadNameOf(video);
    const tasks = useDownloadTasks.getState();
    const id = tasks.start(name);
    try {
      const blob = await fetchBlob(url, { onProgress: (f) => tasks.update(id, f * 100) });
      saveBlob(blob, name);
      tasks.finish(id, 'done');
    } catch (err) {
      console.error('[generation] download failed', err);
      tasks.finish(id, 'error');
    }
  };

  return { retry, remove, download };
}
