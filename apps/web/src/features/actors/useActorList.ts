import { POLL_INTERVAL_MS } from '@talkreel/contract';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { mediaLinkRefresh, pollOrRefresh } from '../../api/mediaLinkRefresh';
import { type ActorPage, type ActorQuery, showActors } from './actorsApi';

export const actorListKey = ['actors', 'picker'] as const;

// Pages are never changed in place (an update writes a new page object), so each page is
// looked at once: the poll interval is asked for on every render of the picker, and scanning
// all 10 000 loaded actors each time cost milliseconds per wheel step (bench:picker profile).
const generatingPages = new WeakMap<ActorPage, boolean>();
function pageHasGenerating(page: ActorPage): boolean {
  let known = generatingPages.get(page);
  if (known === undefined) {
    known = page.actors.some((a) => !a.isUnusual && a.generateStatus < 2);
    generatingPages.set(page, known);
  }
  return known;
}

/** Whether a loaded list holds an own actor still being made (generateStatus 0 or 1). */
export const hasGenerating = (data: InfiniteData<ActorPage> | undefined) =>
  data?.pages.some(pageHasGenerating) ?? false;

/**
 * The picker's list: pages of 40 for the tab, order and filters, loaded one after another;
 * asked again every 10 s while one of its actors is being made (creation.md §4, §9).
 */
export function useActorList(query: ActorQuery, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...actorListKey, query.condition, query.order, query.filters],
    queryFn: ({ pageParam }) => showActors(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ActorPage) =>
      last.currentPage < last.totalPages ? last.currentPage + 1 : undefined,
    enabled,
    // Pages are appended, never rewritten: comparing every loaded actor with the last copy on
    // each new page (structural sharing) grew with the list, to tasks of 100s of ms at 10 000.
    structuralSharing: false,
    ...mediaLinkRefresh,
    refetchInterval: (query) => pollOrRefresh(hasGenerating(query.state.data), POLL_INTERVAL_MS),
  });
}
