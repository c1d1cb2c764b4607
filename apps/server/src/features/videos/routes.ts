import {
  deleteVideoRequest,
  emptyReply,
  LIST_BODY_MAX_BYTES,
  MAX_TALKING_VIDEO_SECONDS,
  MAX_VIDEOS_IN_PROGRESS_PER_USER,
  MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE,
  processBatchRequest,
  projectVideosReply,
  projectVideosRequest,
  retryFailedVideoRequest,
  VIDEO_BATCH_TIMEOUT_MS,
  videoBatchReply,
  videoResultReply,
  videoResultRequest,
} from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { backgroundRoutes } from '../backgrounds/routes';
import { deleteVideo } from './delete-video';
import { listProjectVideos } from './list-project-videos';
import { processBatch } from './process-batch';
import { retryFailedVideos } from './retry-failed';
import { videoResult } from './video-result';

const tag = 'videos';
const clientWaits = `clients wait up to ${VIDEO_BATCH_TIMEOUT_MS / 60_000} minutes`;

/** Talking-actor video generation and results (creation.md §7 "Videos"). */
export const videoRoutes: AnyRoute[] = [
  userRoute({
    method: 'POST',
    url: '/video/audio-video/process-batch',
    tag,
    summary: `Generate one video per task (actor) in a project; 1020 when an actor-voice pair has no verified preview; 1011 past the caps of videos in progress (${MAX_VIDEOS_IN_PROGRESS_PER_USER} per user, ${MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE} per workspace); 1001 when the speech would pass ${MAX_TALKING_VIDEO_SECONDS} s; ${clientWaits}`,
    input: processBatchRequest,
    bodyLimit: LIST_BODY_MAX_BYTES,
    reply: videoBatchReply,
    handler: ({ ctx, user, input }) => processBatch(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/video/callback/result',
    tag,
    summary: 'One video result by task id (status 1 in progress, 2 finished, 3 failed)',
    input: videoResultRequest,
    reply: videoResultReply,
    handler: ({ ctx, user, input }) => videoResult(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/video/retry-failed-video',
    tag,
    summary: `Queue failed videos (status 3) again; 1011 past the caps of videos in progress; ${clientWaits}`,
    input: retryFailedVideoRequest,
    reply: videoBatchReply,
    handler: ({ ctx, user, input }) => retryFailedVideos(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/video/delete',
    tag,
    summary: 'Delete a video and its stored files',
    input: deleteVideoRequest,
    reply: emptyReply,
    handler: async ({ ctx, user, input }) => {
      await deleteVideo(ctx, user, input);
      return null;
    },
  }),
  userRoute({
    method: 'POST',
    url: '/video/videos-by-folder-project',
    tag,
    summary: "A project's videos, newest first (data is null when there are none)",
    input: projectVideosRequest,
    reply: projectVideosReply,
    handler: ({ ctx, user, input }) => listProjectVideos(ctx, user, input),
  }),
  // Registered with the videos (features/index.ts is not this area's file): the stock
  // backgrounds are choices of a video's picture.
  ...backgroundRoutes,
];
