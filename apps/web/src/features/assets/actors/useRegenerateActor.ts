import { CustomActorStatus } from '@talkreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myActorsKey } from '../../actors/create/myActorsKey';
import { type LibraryActor, retryActor } from './actorLibraryApi';
import { patchMyActors, rollbackMyActors, withActor } from './myActorsCache';

/**
 * Regenerating a failed actor (creation.md §4): the card shows as generating at once, the
 * server is asked to retry, the list is refreshed (and polls from then on); on failure the
 * previous list is restored (and the code toasted).
 */
export function useRegenerateActor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actor: LibraryActor) => retryActor(actor.id),
    onMutate: async (actor) => {
      await queryClient.cancelQueries({ queryKey: myActorsKey });
      return {
        before: patchMyActors(
          queryClient,
          withActor(actor.id, { generateStatus: CustomActorStatus.QUEUED, failReason: null }),
        ),
      };
    },
    onError: (_err, _actor, context) => rollbackMyActors(queryClient, context?.before),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myActorsKey }),
  });
}
