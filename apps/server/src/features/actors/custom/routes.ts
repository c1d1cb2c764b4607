import {
  actorNameSuffixReply,
  actorNameSuffixRequest,
  actorToggleStarReply,
  checkActorFileReply,
  checkActorFileRequest,
  checkActorNameRequest,
  createActorReply,
  deleteActorRequest,
  emptyReply,
  imageToVideoRequest,
  isDuplicateReply,
  renameActorRequest,
  retryTemplateReply,
  retryTemplateRequest,
  toggleCustomFavoriteRequest,
  userActorTemplatesReply,
  userActorTemplatesRequest,
  videoTrainingRequest,
} from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../../http/route';
import { targetUserId } from '../../voices/clone/clone-policy';
import { checkActorFile } from './check-actor-file';
import { createCustomActor } from './create-actor';
import {
  deleteActor,
  listOwnActors,
  renameActor,
  retryActor,
  toggleOwnFavorite,
} from './manage-actor';
import { actorNameTaken, nextActorSuffix } from './own-actor';

const tag = 'actors';

/** The user's own actors made from a photo or a video (creation.md §7 "Actors", issue 9). */
export const customActorRoutes: AnyRoute[] = [
  userRoute({
    method: 'GET',
    url: '/users/actor-name-suffix-id',
    tag,
    summary: 'The n of the default name "Actor {n}" for a new actor',
    input: actorNameSuffixRequest,
    reply: actorNameSuffixReply,
    handler: async ({ ctx, user, input }) => ({
      suffix_id: await nextActorSuffix(ctx, await targetUserId(ctx, user, input.user_id)),
    }),
  }),
  userRoute({
    method: 'POST',
    url: '/users/check-actor-name-duplicate',
    tag,
    summary: 'Whether the user already has an actor of that name',
    input: checkActorNameRequest,
    reply: isDuplicateReply,
    handler: async ({ ctx, user, input }) => ({
      is_duplicate: await actorNameTaken(
        ctx,
        await targetUserId(ctx, user, input.user_id),
        input.input_name,
      ),
    }),
  }),
  userRoute({
    method: 'POST',
    url: '/video/check-actor-file',
    tag,
    summary:
      "Verify step: runs the engine's checks (crop, one usable face) on an uploaded photo or video; 1012 with the reason when it cannot become an actor",
    input: checkActorFileRequest,
    reply: checkActorFileReply,
    handler: ({ ctx, user, input }) => checkActorFile(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/video/image-to-video',
    tag,
    summary:
      'Create an actor from an uploaded photo (queued; poll GET /video/user-actor-template/{id})',
    input: imageToVideoRequest,
    reply: createActorReply,
    handler: ({ ctx, user, input }) =>
      createCustomActor(
        ctx,
        user,
        {
          userId: input.user_id,
          name: input.actor_name,
          fileUri: input.actor_pic,
          voice: input.sample_audio_url,
        },
        { kind: 'image', crop: input.crop },
      ),
  }),
  userRoute({
    method: 'POST',
    url: '/video/direct-huozu-training',
    tag,
    summary: 'Create an actor from an uploaded 30-180 s video cropped by 4 points (queued)',
    input: videoTrainingRequest,
    reply: createActorReply,
    handler: ({ ctx, user, input }) =>
      createCustomActor(
        ctx,
        user,
        {
          userId: input.user_id,
          name: input.actor_name,
          fileUri: input.actor_video,
          voice: input.sample_audio_url,
        },
        { kind: 'video', crop: input.crop },
      ),
  }),
  userRoute({
    method: 'POST',
    url: '/video/user-actor-template-videos',
    tag,
    summary: "The caller's own actors, newest first, with their generation status",
    input: userActorTemplatesRequest,
    reply: userActorTemplatesReply,
    handler: ({ ctx, user, input }) => listOwnActors(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/video/retry-failed-template',
    tag,
    summary: 'Generate a failed own actor again',
    input: retryTemplateRequest,
    reply: retryTemplateReply,
    handler: ({ ctx, user, input }) => retryActor(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/users/rename-actor-template',
    tag,
    summary: 'Rename an own actor (is_duplicate true: nothing changed)',
    input: renameActorRequest,
    reply: isDuplicateReply,
    handler: ({ ctx, user, input }) => renameActor(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/actor/delete',
    tag,
    summary: 'Delete an own actor that is not being generated',
    input: deleteActorRequest,
    reply: emptyReply,
    handler: async ({ ctx, user, input }) => {
      await deleteActor(ctx, user, input);
      return null;
    },
  }),
  userRoute({
    method: 'POST',
    url: '/user-customize-actor-template/toggle-favorite',
    tag,
    summary: 'Add an own actor to the favourites, or remove it',
    input: toggleCustomFavoriteRequest,
    reply: actorToggleStarReply,
    handler: ({ ctx, user, input }) => toggleOwnFavorite(ctx, user, input),
  }),
];
