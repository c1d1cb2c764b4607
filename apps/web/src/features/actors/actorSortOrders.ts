import type { ActorCondition, ActorOrder } from '@talkreel/contract';

/** Menu order of the sorts: Most Popular first, as the default. */
const ALL_ORDERS: readonly ActorOrder[] = ['use_count', 'newly_added', 'name_asc', 'name_desc'];
/**
 * My Actors are the user's own, used by nobody else: "Most Popular" (use_count, counted over
 * every user) says nothing there, so that tab offers the other sorts only.
 */
const OWN_ORDERS: readonly ActorOrder[] = ALL_ORDERS.filter((o) => o !== 'use_count');

/** The sorts the tab offers, in menu order. */
export const actorOrdersFor = (condition: ActorCondition): readonly ActorOrder[] =>
  condition === 'my' ? OWN_ORDERS : ALL_ORDERS;

/**
 * The sort a tab applies: the chosen one when it offers it, else newest first. The stored
 * choice is kept, so the stock tabs go back to Most Popular.
 */
export const actorOrderFor = (condition: ActorCondition, chosen: ActorOrder): ActorOrder =>
  actorOrdersFor(condition).includes(chosen) ? chosen : 'newly_added';
