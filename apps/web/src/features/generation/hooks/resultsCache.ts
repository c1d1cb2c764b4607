import type { QueryClient } from '@tanstack/react-query';
import type { VideoResult } from '../model/videoResult';

export const videosKey = (projectId: string) => ['generation', 'videos', projectId] as const;

/** Applies `change` to the cached result list of a project (when it is loaded). */
export function updateVideos(
  client: QueryClient,
  projectId: string,
  change: (list: VideoResult[]) => VideoResult[],
) {
  client.setQueryData<VideoResult[]>(videosKey(projectId), (list) => change(list ?? []));
}

/** New or refreshed results replace their older copies; new ones go first. */
export function withResults(list: VideoResult[], fresh: VideoResult[]): VideoResult[] {
  const freshById = new Map(fresh.map((v) => [v.id, v]));
  const added = fresh.filter((f) => !list.some((v) => v.id === f.id));
  return [...added, ...list.map((v) => freshById.get(v.id) ?? v)];
}
