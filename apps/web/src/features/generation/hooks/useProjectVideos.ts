import { POLL_INTERVAL_MS } from '@talkreel/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { mediaLinkRefresh } from '../../../api/mediaLinkRefresh';
import { listProjectVideos, videoResult } from '../api/generationApi';
import { mergeResults } from '../model/mergeResults';
import { pollPlan } from '../model/pollPlan';
import type { VideoResult } from '../model/videoResult';
import { useProjectDraft } from '../state/useDraftStore';
import { updateVideos, videosKey } from './resultsCache';
import { useProjectImageRefresh } from './useProjectImageRefresh';

/**
 * A project's results (server list plus temporary placeholders), polled every 10 s while any
 * is in progress: by task id, or the whole list for one without a task id. Polling stops when
 * nothing is in progress and when the page is left; a failed poll simply waits for the next.
 */
export function useProjectVideos(projectId: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: videosKey(projectId),
    queryFn: () => listProjectVideos(projectId),
    staleTime: 0,
    ...mediaLinkRefresh,
  });
  useProjectImageRefresh(projectId, query.data);
  const { temporaryResults } = useProjectDraft(projectId);
  const results = useMemo(
    () => mergeResults(temporaryResults, query.data ?? []),
    [temporaryResults, query.data],
  );
  const plan = pollPlan(results);
  const latest = useRef(plan);
  latest.current = plan;

  useEffect(() => {
    if (!plan.active) return;
    const timer = setInterval(() => {
      const { taskIds, refetchList } = latest.current;
      if (refetchList) {
        void client.invalidateQueries({ queryKey: videosKey(projectId) });
        return;
      }
      for (const taskId of taskIds) {
        videoResult(taskId).then(
          // Only replaces: a video deleted meanwhile must not come back.
          (fresh: VideoResult) =>
            updateVideos(client, projectId, (list) =>
              list.map((v) => (v.id === fresh.id ? fresh : v)),
            ),
          (err: unknown) => console.warn('[generation] poll failed, retrying', err),
        );
      }
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [plan.active, client, projectId]);

  return { results, loaded: query.isSuccess, failed: query.isError, retry: query.refetch };
}
