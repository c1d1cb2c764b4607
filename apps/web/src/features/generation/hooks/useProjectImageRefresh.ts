import { VideoStatus } from '@talkreel/contract';
import { useEffect, useRef } from 'react';
import { setProjectImage } from '../../tree/state/treeOps';
import { useCreationStore } from '../../tree/state/useCreationStore';
import type { VideoResult } from '../model/videoResult';

/**
 * When polling sees a video of the project finish, the server has made its poster the
 * project's latest video image: the tree's cards and thumbnails show it at once instead of
 * after a reload. Only changes seen here count; the first list is what the tree already has.
 */
export function useProjectImageRefresh(projectId: string, videos: VideoResult[] | undefined) {
  const update = useCreationStore((s) => s.update);
  const seen = useRef<{ projectId: string; status: Map<string, number> } | null>(null);

  useEffect(() => {
    if (!videos) return;
    const before = seen.current?.projectId === projectId ? seen.current.status : null;
    seen.current = { projectId, status: new Map(videos.map((v) => [v.id, v.videoStatus])) };
    if (!before) return;
    const finished = videos
      .filter(
        (v) =>
          v.videoStatus === VideoStatus.FINISHED &&
          v.posterUrl &&
          (before.get(v.id) ?? VideoStatus.IN_PROGRESS) === VideoStatus.IN_PROGRESS,
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const image = finished[0]?.posterUrl;
    if (image) update((tree) => setProjectImage(tree, projectId, image));
  }, [projectId, videos, update]);
}
