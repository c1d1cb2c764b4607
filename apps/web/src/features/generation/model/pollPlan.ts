import { VideoStatus } from '@talkreel/contract';
import type { VideoResult } from './videoResult';

export interface PollPlan {
  /** Something is in progress: keep polling every 10 s. */
  active: boolean;
  /** In-progress results to ask about by task id. */
  taskIds: string[];
  /** An in-progress result without a task id: only the list can tell what became of it. */
  refetchList: boolean;
}

/** What the next poll asks (creation.md §4 "Video result status"); nothing when none is in progress. */
export function pollPlan(results: VideoResult[]): PollPlan {
  const inProgress = results.filter(
    (v) => !v.isUnusual && v.videoStatus === VideoStatus.IN_PROGRESS,
  );
  return {
    active: inProgress.length > 0,
    taskIds: inProgress.filter((v) => v.taskId).map((v) => v.taskId),
    refetchList: inProgress.some((v) => !v.taskId),
  };
}
