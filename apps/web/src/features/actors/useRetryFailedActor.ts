import { CustomActorStatus, retryTemplateReply } from '@talkreel/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import type { ActorPage } from './actorsApi';
import { myActorsKey } from './create/myActorsKey';
import type { PickedActor } from './types';
import { actorListKey } from './useActorList';

type Lists = [readonly unknown[], InfiniteData<ActorPage> | undefined][];

const asGenerating = (data: InfiniteData<ActorPage> | undefined, id: string) =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      actors: page.actors.map((a) =>
        a.id === id ? { ...a, generateStatus: CustomActorStatus.QUEUED, failReason: null } : a,
      ),
    })),
  };

/** POST /video/retry-failed-template: the failed own actor is made again from its upload. */
const retryFailedTemplate = (templateId: string) =>
  callApi('/video/retry-failed-template', {
    method: 'POST',
    body: { template_id: templateId },
    reply: retryTemplateReply,
  });

/**
 * Clicking a failed actor regenerates it (creation.md §4): the card shows as generating at
 * once, the server is asked to retry, the lists are refreshed; on failure (toasted by the
 * call layer) the previous lists come back.
 */
export function useRetryFailedActor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actor: PickedActor) => retryFailedTemplate(actor.id),
    onMutate: async (actor) => {
      await queryClient.cancelQueries({ queryKey: actorListKey });
      const before: Lists = queryClient.getQueriesData<InfiniteData<ActorPage>>({
        queryKey: actorListKey,
      });
      for (const [key, data] of before) queryClient.setQueryData(key, asGenerating(data, actor.id));
      return { before };
    },
    onError: (_err, _actor, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: actorListKey });
      void queryClient.invalidateQueries({ queryKey: myActorsKey });
    },
  });
}
