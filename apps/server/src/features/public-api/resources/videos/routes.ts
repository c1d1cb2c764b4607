import {
  MAX_SCENES,
  MAX_VIDEO_TOTAL_SECONDS,
  MAX_VIDEOS_IN_PROGRESS_PER_USER,
  MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE,
  pageOf,
  publicCreateVideoRequest,
  publicListVideosQuery,
  publicVideo,
  publicVideoIdParams,
} from '@talkreel/contract';
import { z } from 'zod';
import { type AnyApiRoute, apiRoute } from '../../http/api-route';
import { backgroundApiRoutes } from '../backgrounds/routes';
import { createPublicVideo } from './create-video';
import { deletePublicVideo } from './delete-video';
import { getPublicVideo } from './get-video';
import { listPublicVideos } from './list-videos';

const tag = 'Videos';

/** Talking-actor videos: make one, follow it to a signed MP4, list and delete them. */
export const videoApiRoutes: AnyApiRoute[] = [
  apiRoute({
    method: 'POST',
    url: '/videos',
    operationId: 'createVideo',
    summary: 'Make a video of an actor speaking a script, or of several scenes',
    description: `Answered at once (202) with the video \`queued\`; poll \`GET /videos/{id}\` or subscribe to \`video.completed\`. At most ${MAX_VIDEOS_IN_PROGRESS_PER_USER} videos in progress per user and ${MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE} per workspace (429 beyond); a script spoken for over 2 minutes is 422. Send \`scenes\` (1 to ${MAX_SCENES}, each its own script, actor, voice, speed, background and layout) instead of \`script\`/\`actor_id\`/\`voice_id\`/\`speed\` for one video of several scenes joined by a \`transition\` (cut or fade): each scene is spoken for at most 2 minutes and all of them for at most ${MAX_VIDEO_TOTAL_SECONDS / 60} minutes; its \`progress\` counts finished scenes.`,
    tag,
    scope: 'write',
    body: publicCreateVideoRequest,
    reply: publicVideo,
    status: 202,
    handler: ({ ctx, principal, body }) => createPublicVideo(ctx, principal, body),
  }),
  apiRoute({
    method: 'GET',
    url: '/videos',
    operationId: 'listVideos',
    summary: "The workspace's videos, newest first",
    tag,
    scope: 'read',
    query: publicListVideosQuery,
    reply: pageOf(publicVideo),
    handler: ({ ctx, principal, query }) => listPublicVideos(ctx, principal, query),
  }),
  apiRoute({
    method: 'GET',
    url: '/videos/:id',
    operationId: 'getVideo',
    summary: 'A video: its status, progress and, once done, signed links to its files',
    tag,
    scope: 'read',
    params: publicVideoIdParams,
    reply: publicVideo,
    handler: ({ ctx, principal, params }) => getPublicVideo(ctx, principal, params.id),
  }),
  apiRoute({
    method: 'DELETE',
    url: '/videos/:id',
    operationId: 'deleteVideo',
    summary: 'Delete a video and its files',
    tag,
    scope: 'write',
    params: publicVideoIdParams,
    reply: z.null(),
    status: 204,
    handler: async ({ ctx, principal, params }) => {
      await deletePublicVideo(ctx, principal, params.id);
      return null;
    },
  }),
  // Registered with the videos (public-api/routes.ts is not this area's file): the stock
  // backgrounds are choices of a video's picture.
  ...backgroundApiRoutes,
];
