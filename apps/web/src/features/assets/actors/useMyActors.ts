import { POLL_INTERVAL_MS } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import { mediaLinkRefresh, pollOrRefresh } from '../../../api/mediaLinkRefresh';
import { useSessionStore } from '../../../state/useSessionStore';
import { myActorsKey } from '../../actors/create/myActorsKey';
import { getMyActors } from './actorLibraryApi';
import { anyGenerating } from './actorState';
import { cachedActorsOf, useAssetsActorsCache } from './assetsActorsCache';

/**
 * The actor library's list (newest first, as the server sends it); asked again every 10 s
 * while any actor is still being made (creation.md §4, §9). A failed poll simply retries.
 * Until the first answer, the list kept from the last visit is shown (creation.md §9).
 */
export function useMyActors() {
  const ownerId = useSessionStore((s) => s.account?.id);
  const query = useQuery({
    queryKey: myActorsKey,
    queryFn: async () => {
      const actors = await getMyActors();
      if (ownerId) useAssetsActorsCache.getState().save(ownerId, actors);
      return actors;
    },
    // Placeholder, not initial data: it is never taken for fresh, so the fetch still goes out.
    placeholderData: () => cachedActorsOf(ownerId),
    ...mediaLinkRefresh,
    refetchInterval: (q) => pollOrRefresh(anyGenerating(q.state.data), POLL_INTERVAL_MS),
  });
  // A first fetch that failed shows the list kept from the last visit, if any, and says so.
  const failed = query.isError && !query.data;
  return {
    actors: query.data ?? (failed ? cachedActorsOf(ownerId) : undefined) ?? [],
    loading: query.isPending && !query.isError,
    failed,
    retry: () => void query.refetch(),
  };
}
