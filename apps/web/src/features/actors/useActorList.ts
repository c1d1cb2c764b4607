import { useInfiniteQuery } from '@tanstack/react-query';
import { type ActorPage, type ActorQuery, showActors } from './actorsApi';

export const actorListKey = ['actors', 'picker'] as const;

/** The picker's list: pages of 40 for the tab, order and filters, loaded one after another. */
export function useActorList(query: ActorQuery, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...actorListKey, query.condition, query.order, query.filters],
    queryFn: ({ pageParam }) => showActors(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ActorPage) =>
      last.currentPage < last.totalPages ? last.currentPage + 1 : undefined,
    enabled,
  });
}
