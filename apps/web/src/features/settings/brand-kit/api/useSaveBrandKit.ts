import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../ui/toast';
import { useWorkspaces } from '../../../workspaces/useWorkspaces';
import { type BrandDraft, expectedKit, saveOf } from '../model/brandDraft';
import { type BrandKitData, saveBrandKit } from './brandKitApi';
import { BRAND_KIT_QUERY_ROOT, brandKitQueryKey } from './useBrandKit';

/**
 * Saves the draft: the kit shows as saved at once and goes back to what it was if the call fails
 * (the call layer has shown why in a toast); on success the server's kit (with its signed logo
 * link) replaces the optimistic one, and every brand kit query (the composer's too) reloads.
 */
export function useSaveBrandKit() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { currentId } = useWorkspaces();
  const queryKey = brandKitQueryKey(currentId);
  return useMutation({
    mutationFn: ({ draft, saved }: { draft: BrandDraft; saved: BrandKitData }) =>
      saveBrandKit(saveOf(draft, saved)),
    onMutate: async ({ draft, saved }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<BrandKitData>(queryKey);
      queryClient.setQueryData<BrandKitData>(queryKey, expectedKit(draft, saved));
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (kit) => {
      queryClient.setQueryData(queryKey, kit);
      notify({ tone: 'success', title: t('brandKit.saved') });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [BRAND_KIT_QUERY_ROOT] }),
  });
}
