import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActorPage } from './actorsApi';
import { toggleActorFavorite } from './actorsApi';
import type { PickedActor } from './types';
import { actorListKey } from './useActorList';

type Lists = [readonly unknown[], InfiniteData<ActorPage> | undefined][];

const withFavorite = (data: InfiniteData<ActorPage> | undefined, id: string, on: boolean) =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      actors: page.actors.map((a) => (a.id === id ? { ...a, isFavorite: on } : a)),
    })),
  };

/**
 * The favourite star (creation.md §4 optimistic changes): every loaded list shows the new
 * state at once and gets its old pages back if the call fails (the failure is toasted).
 * Other tabs reload the next time they are shown, since the Favorites tab has changed.
 */
export function useToggleActorFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actor: PickedActor) => toggleActorFavorite(actor.id),
    onMutate: async (actor) => {
      await queryClient.cancelQueries({ queryKey: actorListKey });
      const before: Lists = queryClient.getQueriesData<InfiniteData<ActorPage>>({
        queryKey: actorListKey,
      });
      for (const [key, data] of before) {
        queryClient.setQueryData(key, withFavorite(data, actor.id, !actor.isFavorite));
      }
      return { before };
    },
    onError: (_err, _actor, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: ({ isFavorite }, actor) => {
      for (const [key, data] of queryClient.getQueriesData<InfiniteData<ActorPage>>({
        queryKey: actorListKey,
      })) {
        queryClient.setQueryData(key, withFavorite(data, actor.id, isFavorite));
      }
      void queryClient.invalidateQueries({ queryKey: actorListKey, refetchType: 'none' });
    },
  });
}
