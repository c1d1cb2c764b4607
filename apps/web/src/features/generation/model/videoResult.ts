import { type Camelize, VideoStatus, type videoItem } from '@talkreel/contract';
import type { z } from 'zod';

/** A video result (creation.md §3) as the client keeps it. */
export type VideoResult = Camelize<z.output<typeof videoItem>> & {
  /** Set when the server's entry failed its checks (creation.md §5): shown, deletable only. */
  isUnusual: boolean;
  /** A placeholder shown at once for a requested video until the server answers (§4). */
  temporary?: boolean;
};

export type VideoVoice = NonNullable<VideoResult['voice']>;

/** What a result card shows (creation.md §4 "Video result status"). */
export type ResultView = 'unusual' | 'processing' | 'failed' | 'ready';

/** 1 in progress, 3 failed, anything else ready; unusual entries win over any status. */
export function resultView(video: Pick<VideoResult, 'isUnusual' | 'videoStatus'>): ResultView {
  if (video.isUnusual) return 'unusual';
  if (video.videoStatus === VideoStatus.IN_PROGRESS) return 'processing';
  if (video.videoStatus === VideoStatus.FAILED) return 'failed';
  return 'ready';
}

/** Finished (2) with a file: the only results that can be downloaded. */
export const canDownload = (video: VideoResult) =>
  !video.isUnusual && video.videoStatus === VideoStatus.FINISHED && Boolean(video.videoUrl);

/** A ready card opens the play modal when there is something to play. */
export const canPlay = (video: VideoResult) =>
  resultView(video) === 'ready' && Boolean(video.videoUrl || video.compressedVideoUrl);
