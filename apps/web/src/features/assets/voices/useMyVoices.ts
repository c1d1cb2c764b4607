import { CloneStatus, POLL_INTERVAL_MS } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import { mediaLinkRefresh, pollOrRefresh } from '../../../api/mediaLinkRefresh';
import { useSessionStore } from '../../../state/useSessionStore';
import { myVoicesKey } from '../../voices/myVoicesKey';
import { cachedVoicesOf, useUserVoicesCache } from './userVoicesCache';
import { getMyVoices, type MyVoice } from './voiceLibraryApi';

/** Newest first, as a library shows what was just made at the top. */
const newestFirst = (a: MyVoice, b: MyVoice) => b.createdAt.localeCompare(a.createdAt);

/**
 * The voice library's list; asked again every 10 s while a voice is still being made
 * (creation.md §9 assets polling). Until the first answer, the list kept from the last visit
 * is shown (creation.md §9 local caches); a failed fetch never replaces it.
 */
export function useMyVoices() {
  const ownerId = useSessionStore((s) => s.account?.id);
  const query = useQuery({
    queryKey: myVoicesKey,
    queryFn: async () => {
      const voices = await getMyVoices();
      if (ownerId) useUserVoicesCache.getState().save(ownerId, voices);
      return voices;
    },
    // Placeholder, not initial data: it is never taken for fresh, so the fetch still goes out.
    placeholderData: () => cachedVoicesOf(ownerId),
    select: (voices) => [...voices].sort(newestFirst),
    ...mediaLinkRefresh,
    refetchInterval: (q) =>
      pollOrRefresh(
        q.state.data?.some((v) => v.processStatus === CloneStatus.PROCESSING) ?? false,
        POLL_INTERVAL_MS,
      ),
  });
  // A first fetch that failed shows the list kept from the last visit, if any, and says so.
  const failed = query.isError && !query.data;
  const kept = failed ? cachedVoicesOf(ownerId)?.slice().sort(newestFirst) : undefined;
  return {
    voices: query.data ?? kept ?? [],
    loading: query.isPending && !query.isError,
    failed,
    retry: () => void query.refetch(),
  };
}
