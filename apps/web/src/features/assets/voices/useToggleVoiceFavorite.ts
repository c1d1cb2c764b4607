import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myVoicesKey } from '../../voices/myVoicesKey';
import { voiceListKey } from '../../voices/useVoiceSearch';
import { patchMyVoices, withVoice } from './myVoicesCache';
import { type MyVoice, toggleVoiceFavorite } from './voiceLibraryApi';

/** The star of an own voice: shown at once, put back if the call fails (toasted). */
export function useToggleVoiceFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voice: MyVoice) => toggleVoiceFavorite(voice.id),
    onMutate: async (voice) => {
      await queryClient.cancelQueries({ queryKey: myVoicesKey });
      return {
        before: patchMyVoices(queryClient, withVoice(voice.id, { isStarred: !voice.isStarred })),
      };
    },
    onError: (_err, _voice, context) => {
      if (context?.before) queryClient.setQueryData(myVoicesKey, context.before);
    },
    onSuccess: ({ isFavorite }, voice) => {
      patchMyVoices(queryClient, withVoice(voice.id, { isStarred: isFavorite }));
      // The audio dialog's Favorite Voices list has changed too.
      void queryClient.invalidateQueries({ queryKey: voiceListKey, refetchType: 'none' });
    },
  });
}
