import { Message } from '@talkreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { translateServerMessage } from '../../../api/showErrorToast';
import { notify } from '../../../ui/toast';
import { myVoicesKey } from '../../voices/myVoicesKey';
import { voiceListKey } from '../../voices/useVoiceSearch';
import { patchMyVoices, withVoice } from './myVoicesCache';
import { type MyVoice, renameVoice } from './voiceLibraryApi';

class DuplicateName extends Error {}

/**
 * Renaming an own voice (creation.md §4, §5): the new name shows at once; a name another
 * voice already has ('Voice name already exists') or a failed call puts the old one back.
 * Empty or unchanged names are ignored. The rename call itself answers whether the name is
 * taken, by another voice only: asking check-audio-name-duplicate first would count the voice
 * itself, since names compare without case and accents, and refuse "my voice" → "My Voice".
 */
export function useRenameVoice() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ voice, name }: { voice: MyVoice; name: string }) => {
      const { isDuplicate } = await renameVoice(voice.id, name);
      if (isDuplicate) throw new DuplicateName();
    },
    onMutate: async ({ voice, name }) => {
      await queryClient.cancelQueries({ queryKey: myVoicesKey });
      return { before: patchMyVoices(queryClient, withVoice(voice.id, { name })) };
    },
    onError: (err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(myVoicesKey, context.before);
      if (err instanceof DuplicateName) {
        notify({ tone: 'error', title: translateServerMessage(Message.VOICE_NAME_EXISTS) });
      }
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: voiceListKey, refetchType: 'none' });
    },
  });
  return (voice: MyVoice, typed: string) => {
    const name = typed.trim();
    if (!name || name === voice.name) return;
    mutation.mutate({ voice, name });
  };
}
