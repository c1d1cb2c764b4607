import {
  actorShowReply,
  actorShowRequest,
  actorTemplateReply,
  actorTemplateRequest,
  actorToggleStarReply,
  actorToggleStarRequest,
  emptyReply,
} from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { actorTemplate } from './actor-template';
import { markFirstDigitalHumanCreated } from './first-dh-create';
import { listActors } from './list-actors';
import { toggleActorFavorite } from './toggle-favorite';

const tag = 'actors';

/** The actor library, favourites and actor status (creation.md §7 "Actors"). */
export const actorRoutes: AnyRoute[] = [
  userRoute({
    method: 'POST',
    url: '/actor/show',
    tag,
    summary:
      'Actors by tab (condition1: all, fav, my), filters (condition2) and order (condition3), 40 a page',
    input: actorShowRequest,
    reply: actorShowReply,
    handler: ({ ctx, user, input }) => listActors(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/actor/toggle-starred',
    tag,
    summary: "Add an actor to the caller's favourites, or remove it",
    input: actorToggleStarRequest,
    reply: actorToggleStarReply,
    handler: ({ ctx, user, input }) => toggleActorFavorite(ctx, user, input),
  }),
  userRoute({
    method: 'GET',
    url: '/video/user-actor-template/:id',
    tag,
    summary: "An actor's generation status and data",
    input: actorTemplateRequest,
    reply: actorTemplateReply,
    handler: ({ ctx, user, input }) => actorTemplate(ctx, user, input),
  }),
  userRoute({
    method: 'POST',
    url: '/users/update-first-dh-create',
    tag,
    summary: 'Mark that the caller has started creating a first digital human',
    reply: emptyReply,
    handler: async ({ ctx, user }) => {
      await markFirstDigitalHumanCreated(ctx, user);
      return null;
    },
  }),
];
