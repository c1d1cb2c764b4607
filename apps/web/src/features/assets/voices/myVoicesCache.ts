import type { QueryClient } from '@tanstack/react-query';
import { myVoicesKey } from '../../voices/myVoicesKey';
import type { MyVoice } from './voiceLibraryApi';

/** Changes the cached library list at once (optimistic changes, creation.md §4). */
export function patchMyVoices(
  queryClient: QueryClient,
  change: (voices: MyVoice[]) => MyVoice[],
): MyVoice[] | undefined {
  const before = queryClient.getQueryData<MyVoice[]>(myVoicesKey);
  if (before) queryClient.setQueryData(myVoicesKey, change(before));
  return before;
}

export const withVoice = (id: string, patch: Partial<MyVoice>) => (voices: MyVoice[]) =>
  voices.map((v) => (v.id === id ? { ...v, ...patch } : v));
