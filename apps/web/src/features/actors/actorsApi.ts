import {
  ACTOR_PAGE_SIZE,
  type ActorCondition,
  type ActorFilterGroup,
  type ActorOrder,
  actorItem,
  actorShowReply,
  actorTemplateReply,
  actorToggleStarReply,
  camelize,
  reqArray,
} from '@talkreel/contract';
import { z } from 'zod';
import { callApi } from '../../api/client';
import { recordEvent } from '../../api/events/recordEvent';
import type { PickedActor } from './types';

/** creation.md §7 "Actors": the picker's list and favourites. */

export type ActorFilters = Partial<Record<ActorFilterGroup, string[]>>;

export interface ActorQuery {
  condition: ActorCondition;
  order: ActorOrder;
  filters: ActorFilters;
}

/**
 * The call layer hands replies back camelCased; an item checked on its own goes back to the
 * wire's snake_case so the contract schema (and its messages) apply unchanged.
 */
function snakeize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeize);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
        snakeize(v),
      ]),
    );
  }
  return value;
}

// Items are checked one by one below, so one malformed actor cannot empty the whole page.
const pageReply = actorShowReply.extend({ actors: reqArray('Actors', z.unknown()) });

export interface ActorPage {
  total: number;
  totalPages: number;
  currentPage: number;
  actors: PickedActor[];
}

/** Which reply a row came in, and where in it: what a malformed row is reported with. */
export interface RowOrigin {
  call: string;
  row: number;
}

/**
 * An item that fails the contract is kept as an unusual card (creation.md §5) when it has at
 * least an id to key it by; otherwise it is dropped. Either way the failure is logged and
 * reported like a whole reply's failure (§8), with the call and the row it was.
 */
export function toPickedActor(camel: unknown, origin?: RowOrigin): PickedActor | null {
  const raw = snakeize(camel);
  const parsed = actorItem.safeParse(raw);
  if (parsed.success) return camelize(parsed.data);
  console.error('[actors] actor failed validation', parsed.error.issues, raw);
  if (origin) recordEvent('reply_shape_failure', { call: origin.call, row: origin.row });
  const loose = (raw ?? {}) as Record<string, unknown>;
  if (typeof loose.id !== 'string' || !loose.id) return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id: loose.id,
    modelId: text(loose.model_id),
    name: text(loose.name),
    gender: text(loose.gender),
    ageGroup: text(loose.age_group),
    skinTone: null,
    situation: null,
    languages: [],
    isHd: false,
    isPro: false,
    isExclusivePro: false,
    isFreeSpeech: false,
    imageUrl: typeof loose.image_url === 'string' ? loose.image_url : null,
    compressedActorDefaultVideoUrl: null,
    fullActorDefaultVideoUrl: null,
    sortOrder: 0,
    isFavorite: loose.is_favorite === true,
    isMyActor: loose.is_my_actor === true,
    tags: [],
    generateType: 0,
    generateStatus: 0,
    defaultAudio: null,
    source: text(loose.source),
    createdAt: text(loose.created_at),
    isUnusual: true,
  };
}

/** The rows of a list reply of `call`, checked one by one (see toPickedActor). */
export const toPickedActors = (rows: unknown[], call: string): PickedActor[] =>
  rows
    .map((raw, row) => toPickedActor(raw, { call, row }))
    .filter((a): a is PickedActor => a !== null);

/** Filters as `condition2`: chosen values per group, empty groups left out. */
export function filtersPayload(filters: ActorFilters): Record<string, string[]> {
  return Object.fromEntries(Object.entries(filters).filter(([, values]) => values?.length));
}

/** POST /actor/show: one page of 40 of the tab, in the chosen order, narrowed by filters. */
export async function showActors(query: ActorQuery, page: number): Promise<ActorPage> {
  const reply = await callApi('/actor/show', {
    method: 'POST',
    body: {
      condition1: { condition: query.condition },
      condition2: filtersPayload(query.filters),
      condition3: { order: query.order },
      page,
      page_size: ACTOR_PAGE_SIZE,
    },
    reply: pageReply,
  });
  return {
    total: reply.total,
    totalPages: reply.totalPages,
    currentPage: reply.currentPage,
    actors: toPickedActors(reply.actors, 'POST /actor/show'),
  };
}

/** POST /actor/toggle-starred: the actor's favourite state after the toggle. */
export const toggleActorFavorite = (actorId: string) =>
  callApi('/actor/toggle-starred', {
    method: 'POST',
    body: { actor_id: actorId },
    reply: actorToggleStarReply,
  });

const templateReply = actorTemplateReply.extend({ data: z.unknown() });

/**
 * GET /video/user-actor-template/{id}: one actor, for a selection made outside the loaded
 * pages. Not toasted: a deleted actor simply leaves the selection.
 */
export async function getActor(actorId: string): Promise<PickedActor | null> {
  try {
    const reply = await callApi(`/video/user-actor-template/${encodeURIComponent(actorId)}`, {
      reply: templateReply,
      toast: false,
    });
    return toPickedActor(reply.data, { call: 'GET /video/user-actor-template/{id}', row: 0 });
  } catch {
    return null;
  }
}
