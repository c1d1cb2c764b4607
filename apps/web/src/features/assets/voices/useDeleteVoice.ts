import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myVoicesKey } from '../../voices/myVoicesKey';
import { voiceListKey } from '../../voices/useVoiceSearch';
import { patchMyVoices } from './myVoicesCache';
import { deleteVoice, type MyVoice } from './voiceLibraryApi';

/** Deleting an own voice: gone from the grid at once, back if the call fails (toasted). */
export function useDeleteVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voice: MyVoice) => deleteVoice(voice.id),
    onMutate: async (voice) => {
      await queryClient.cancelQueries({ queryKey: myVoicesKey });
      return {
        before: patchMyVoices(queryClient, (list) => list.filter((v) => v.id !== voice.id)),
      };
    },
    onError: (_err, _voice, context) => {
      if (context?.before) queryClient.setQueryData(myVoicesKey, context.before);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: voiceListKey, refetchType: 'none' });
    },
  });
}
