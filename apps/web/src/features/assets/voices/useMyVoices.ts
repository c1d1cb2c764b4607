import { CloneStatus, POLL_INTERVAL_MS } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import { mediaLinkRefresh, pollOrRefresh } from '../../../api/mediaLinkRefresh';
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
    ...mediaLinkRefresh,
    refetchInterval: (q) =>
      pollOrRefresh(
        q.state.data?.some((v) => v.processStatus === CloneStatus.PROCESSING) ?? false,
        POLL_INTERVAL_MS,
      ),
  });
  return { voices: query.data ?? [], loading: query.isPending };
}
