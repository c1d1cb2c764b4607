import { POLL_INTERVAL_MS } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import { mediaLinkRefresh, pollOrRefresh } from '../../../api/mediaLinkRefresh';
import { myActorsKey } from '../../actors/create/myActorsKey';
import { getMyActors } from './actorLibraryApi';
import { anyGenerating } from './actorState';

/**
 * The actor library's list (newest first, as the server sends it); asked again every 10 s
 * while any actor is still being made (creation.md §4, §9). A failed poll simply retries.
 */
export function useMyActors() {
  const query = useQuery({
    queryKey: myActorsKey,
    queryFn: getMyActors,
    ...mediaLinkRefresh,
    refetchInterval: (q) => pollOrRefresh(anyGenerating(q.state.data), POLL_INTERVAL_MS),
  });
  return { actors: query.data ?? [], loading: query.isPending };
}
