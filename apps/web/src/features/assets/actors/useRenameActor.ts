import { Message } from '@talkreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { translateServerMessage } from '../../../api/showErrorToast';
import { notify } from '../../../ui/toast';
import { myActorsKey } from '../../actors/create/myActorsKey';
import { actorListKey } from '../../actors/useActorList';
import { decideRename } from '../../tree/rename/decideRename';
import { type LibraryActor, renameActor } from './actorLibraryApi';
import { patchMyActors, rollbackMyActors, withActor } from './myActorsCache';

class DuplicateName extends Error {}

/**
 * Renaming an own actor (creation.md §4, §5): the new name shows at once; a name another of
 * the user's actors has ('Actor name already exists') or a failed call puts the old one back.
 * Empty or unchanged names are ignored.
 */
export function useRenameActor() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ actor, name }: { actor: LibraryActor; name: string }) => {
      const { isDuplicate } = await renameActor(actor.id, name);
      if (isDuplicate) throw new DuplicateName();
    },
    onMutate: async ({ actor, name }) => {
      await queryClient.cancelQueries({ queryKey: myActorsKey });
      return { before: patchMyActors(queryClient, withActor(actor.id, { name })) };
    },
    onError: (err, _vars, context) => {
      rollbackMyActors(queryClient, context?.before);
      if (err instanceof DuplicateName) {
        notify({ tone: 'error', title: translateServerMessage(Message.ACTOR_NAME_EXISTS) });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: actorListKey, refetchType: 'none' }),
  });
  return (actor: LibraryActor, typed: string) => {
    const decision = decideRename(actor.name, typed);
    if (decision.kind !== 'rename') return;
    mutation.mutate({ actor, name: decision.name });
  };
}
