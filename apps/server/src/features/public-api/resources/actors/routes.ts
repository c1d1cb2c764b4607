import {
  pageOf,
  publicActor,
  publicActorIdParams,
  publicCreateActorRequest,
  publicListActorsQuery,
} from '@talkreel/contract';
import { type AnyApiRoute, apiRoute } from '../../http/api-route';
import { createPublicActor } from './create-actor';
import { getPublicActor } from './get-actor';
import { listPublicActors } from './list-actors';

const tag = 'Actors';

/** The actor library (stock and your own) and own actors made from an upload. */
export const actorApiRoutes: AnyApiRoute[] = [
  apiRoute({
    method: 'GET',
    url: '/actors',
    operationId: 'listActors',
    summary: "Stock actors and your own, with the picker's tabs, filters and orders",
    tag,
    scope: 'read',
    query: publicListActorsQuery,
    reply: pageOf(publicActor),
    handler: ({ ctx, principal, query }) => listPublicActors(ctx, principal, query),
  }),
  apiRoute({
    method: 'GET',
    url: '/actors/:id',
    operationId: 'getActor',
    summary: 'An actor (poll an own one until it is ready)',
    tag,
    scope: 'read',
    params: publicActorIdParams,
    reply: publicActor,
    handler: ({ ctx, principal, params }) => getPublicActor(ctx, principal, params.id),
  }),
  apiRoute({
    method: 'POST',
    url: '/actors',
    operationId: 'createActor',
    summary: 'Make an own actor from an uploaded photo or video',
    description:
      'Upload the file first (`POST /uploads`, then PUT its bytes); naming it here checks it. Answered at once (202) with the actor `queued`; poll it or subscribe to `actor.ready`.',
    tag,
    scope: 'write',
    body: publicCreateActorRequest,
    reply: publicActor,
    status: 202,
    handler: ({ ctx, principal, body }) => createPublicActor(ctx, principal, body),
  }),
];
