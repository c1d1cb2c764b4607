import { CloneStatus, POLL_INTERVAL_MS } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import { myVoicesKey } from '../../voices/myVoicesKey';
import { getMyVoices, type MyVoice } from './voiceLibraryApi';

/** Newest first, as a library shows what was just made at the top. */
const newestFirst = (a: MyVoice, b: MyVoice) => b.createdAt.localeCompare(a.createdAt);

/**
 * The voice library's list; asked again every 10 s while a voice is still being made
 * (creation.md §9 assets polling).
 */
export function useMyVoices() {
  const query = useQuery({
    queryKey: myVoicesKey,
    queryFn: getMyVoices,
    select: (voices) => [...voices].sort(newestFirst),
    refetchInterval: (q) =>
      q.state.data?.some((v) => v.processStatus === CloneStatus.PROCESSING)
        ? POLL_INTERVAL_MS
        : false,
  });
  return { voices: query.data ?? [], loading: query.isPending };
}
