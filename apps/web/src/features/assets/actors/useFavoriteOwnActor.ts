import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myActorsKey } from '../../actors/create/myActorsKey';
import { actorListKey } from '../../actors/useActorList';
import { type LibraryActor, toggleOwnActorFavorite } from './actorLibraryApi';
import { patchMyActors, rollbackMyActors, withActor } from './myActorsCache';

/** The favourite of an own actor: shown at once, put back if the call fails (toasted). */
export function useFavoriteOwnActor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actor: LibraryActor) => toggleOwnActorFavorite(actor.id),
    onMutate: async (actor) => {
      await queryClient.cancelQueries({ queryKey: myActorsKey });
      return {
        before: patchMyActors(queryClient, withActor(actor.id, { isFavorite: !actor.isFavorite })),
      };
    },
    onError: (_err, _actor, context) => rollbackMyActors(queryClient, context?.before),
    onSuccess: ({ isFavorite }, actor) => {
      patchMyActors(queryClient, withActor(actor.id, { isFavorite }));
      // The picker's Favorites tab has changed too.
      void queryClient.invalidateQueries({ queryKey: actorListKey, refetchType: 'none' });
    },
  });
}
