import {
  ASSETS_PAGE_SIZE,
  actorToggleStarReply,
  isDuplicateReply,
  reqArray,
  retryTemplateReply,
  userActorTemplatesReply,
} from '@talkreel/contract';
import { z } from 'zod';
import { callApi } from '../../../api/client';
import { toPickedActors } from '../../actors/actorsApi';
import type { PickedActor } from '../../actors/types';

/** creation.md §7 "Actors": the user's own actors and what can be done to them. */

export type LibraryActor = PickedActor;

// Items are checked one by one (toPickedActors), so one malformed actor becomes an unusual card
// instead of emptying the library (creation.md §5).
const listReply = userActorTemplatesReply.extend({ actors: reqArray('Actors', z.unknown()) });

/** POST /video/user-actor-template-videos: every own actor (one page of 1000), newest first. */
export async function getMyActors(): Promise<LibraryActor[]> {
  const reply = await callApi('/video/user-actor-template-videos', {
    method: 'POST',
    body: { current_page: 1, page_size: ASSETS_PAGE_SIZE },
    reply: listReply,
  });
  return toPickedActors(reply.actors, 'POST /video/user-actor-template-videos');
}

/** POST /video/retry-failed-template: a failed actor is queued again. */
export const retryActor = (id: string) =>
  callApi('/video/retry-failed-template', {
    method: 'POST',
    body: { template_id: id },
    reply: retryTemplateReply,
  });

/** POST /users/rename-actor-template: `isDuplicate` true means nothing was renamed. */
export const renameActor = (id: string, name: string) =>
  callApi('/users/rename-actor-template', {
    method: 'POST',
    body: { actor_id: id, actor_name: name, user_id: '' },
    reply: isDuplicateReply,
  });

/** POST /user-customize-actor-template/toggle-favorite: the favourite state after the toggle. */
export const toggleOwnActorFavorite = (id: string) =>
  callApi('/user-customize-actor-template/toggle-favorite', {
    method: 'POST',
    body: { customize_actor_template_id: id },
    reply: actorToggleStarReply,
  });

/** POST /actor/delete: an own actor that is not being made; videos made with it stay. */
export const deleteActor = async (id: string) => {
  await callApi('/actor/delete', { method: 'POST', body: { id } });
};
