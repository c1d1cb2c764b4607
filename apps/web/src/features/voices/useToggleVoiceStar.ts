import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoiceItem } from './types';
import { voiceListKey } from './useVoiceSearch';
import { toggleVoiceStar } from './voicesApi';

interface VoicePage {
  audios: VoiceItem[];
}

const withStar = <T extends VoicePage | undefined>(page: T, id: string, on: boolean): T =>
  page && { ...page, audios: page.audios.map((v) => (v.id === id ? { ...v, isStarred: on } : v)) };

/**
 * The voice star (creation.md §4): shown at once in every loaded list, put back if the call
 * fails (the failure is toasted). The Favorite Voices list reloads when next shown.
 */
export function useToggleVoiceStar() {
  const queryClient = useQueryClient();
  const setAll = (id: string, on: boolean) => {
    for (const [key, page] of queryClient.getQueriesData<VoicePage>({ queryKey: voiceListKey })) {
      queryClient.setQueryData(key, withStar(page, id, on));
    }
  };
  return useMutation({
    mutationFn: (voice: VoiceItem) => toggleVoiceStar(voice.id),
    onMutate: async (voice) => {
      await queryClient.cancelQueries({ queryKey: voiceListKey });
      const before = queryClient.getQueriesData<VoicePage>({ queryKey: voiceListKey });
      setAll(voice.id, !voice.isStarred);
      return { before };
    },
    onError: (_err, _voice, context) => {
      for (const [key, page] of context?.before ?? []) queryClient.setQueryData(key, page);
    },
    onSuccess: ({ isStarred }, voice) => {
      setAll(voice.id, isStarred);
      void queryClient.invalidateQueries({ queryKey: voiceListKey, refetchType: 'none' });
    },
  });
}
