import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../ui/toast';
import { regenerateUserActor, renameUserActor, renameUserVoice } from '../../agentApi';
import { dashboardKeys } from '../../agentQueryKeys';
import type { UserAssetsData } from './assetTypes';

/**
 * Renames and regeneration of a sub-user's assets, acting for {userId}: applied at once and rolled
 * back on failure or a duplicate name (creation.md §4, §5).
 */
export function useAssetActions(agentId: string, userId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = dashboardKeys.assets(agentId, userId);
  const patch = (change: (d: UserAssetsData) => UserAssetsData) => {
    const before = queryClient.getQueryData<UserAssetsData>(key);
    if (before) queryClient.setQueryData(key, change(before));
    return before;
  };
  const rollback = (before: UserAssetsData | undefined) => {
    if (before) queryClient.setQueryData(key, before);
  };
  const renameActor = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameUserActor(userId, id, name),
    onMutate: ({ id, name }) =>
      patch((d) => ({ ...d, actors: d.actors.map((a) => (a.id === id ? { ...a, name } : a)) })),
    onSuccess: (reply, _v, before) => {
      if (!reply.isDuplicate) return;
      rollback(before);
      notify({ tone: 'error', title: t('agent.assets.actorNameTaken') });
    },
    onError: (_e, _v, before) => rollback(before),
  });
  const renameVoice = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameUserVoice(userId, id, name),
    onMutate: ({ id, name }) =>
      patch((d) => ({ ...d, audios: d.audios.map((v) => (v.id === id ? { ...v, name } : v)) })),
    onSuccess: (reply, _v, before) => {
      if (!reply.isDuplicate) return;
      rollback(before);
      notify({ tone: 'error', title: t('agent.assets.voiceNameTaken') });
    },
    onError: (_e, _v, before) => rollback(before),
  });
  const regenerate = useMutation({
    mutationFn: (id: string) => regenerateUserActor(id),
    // The card shows as generating at once; the list is fetched again either way.
    onMutate: (id) =>
      patch((d) => ({
        ...d,
        actors: d.actors.map((a) => (a.id === id ? { ...a, generateStatus: 0 } : a)),
      })),
    onError: (_e, _v, before) => rollback(before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { renameActor, renameVoice, regenerate };
}
