import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/toast';
import { type ApiKey, revokeApiKey } from './apiKeysApi';
import { apiKeysQueryKey } from './useApiKeys';

/**
 * Revokes a key: its row shows revoked at once and goes back as it was if the call fails (the
 * call layer has shown why); the list is reloaded either way.
 */
export function useRevokeApiKey(workspaceId: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = apiKeysQueryKey(workspaceId);
  return useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(workspaceId ?? '', key.id),
    onMutate: async (key) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<ApiKey[]>(queryKey);
      const now = Date.now();
      queryClient.setQueryData<ApiKey[]>(queryKey, (list) =>
        list?.map((k) => (k.id === key.id ? { ...k, revokedAt: now } : k)),
      );
      return { before };
    },
    onError: (_err, _key, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (_data, key) =>
      notify({ tone: 'success', title: t('apiKeys.revoke.done', { name: key.name }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
