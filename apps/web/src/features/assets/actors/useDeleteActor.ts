import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myActorsKey } from '../../actors/create/myActorsKey';
import { actorListKey } from '../../actors/useActorList';
import { deleteActor, type LibraryActor } from './actorLibraryApi';
import { patchMyActors, rollbackMyActors } from './myActorsCache';

/** Deleting an own actor: gone from the grid at once, back if the call fails (toasted). */
export function useDeleteActor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actor: LibraryActor) => deleteActor(actor.id),
    onMutate: async (actor) => {
      await queryClient.cancelQueries({ queryKey: myActorsKey });
      return {
        before: patchMyActors(queryClient, (list) => list.filter((a) => a.id !== actor.id)),
      };
    },
    onError: (_err, _actor, context) => rollbackMyActors(queryClient, context?.before),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actorListKey, refetchType: 'none' }),
  });
}
