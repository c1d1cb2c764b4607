import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myActorsKey } from '../../actors/create/myActorsKey';
import { actorListKey } from '../../actors/useActorList';
import { useDraftStore } from '../../generation/state/useDraftStore';
import { myVoicesKey } from '../../voices/myVoicesKey';
import { voiceListKey } from '../../voices/useVoiceSearch';
import { patchMyVoices } from './myVoicesCache';
import { deleteVoice, type MyVoice } from './voiceLibraryApi';

/**
 * Deleting an own voice: gone from the grid at once, back if the call fails (toasted); then gone
 * from every project draft that had chosen it.
 */
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
    onSuccess: (_data, voice) => {
      // Project drafts that chose this voice ask for another instead of failing at Generate,
      // and actors whose default it was no longer name it.
      useDraftStore.getState().forgetVoice(voice.id);
      void queryClient.invalidateQueries({ queryKey: voiceListKey, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: actorListKey });
      void queryClient.invalidateQueries({ queryKey: myActorsKey });
    },
  });
}
