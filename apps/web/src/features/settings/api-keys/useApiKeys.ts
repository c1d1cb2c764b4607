import { useQuery } from '@tanstack/react-query';
import { listApiKeys } from './apiKeysApi';

export const apiKeysQueryKey = (workspaceId: string | null) => ['api-keys', workspaceId] as const;

/** The product's API keys, newest first as the server lists them; only loaded for managers. */
export function useApiKeys(workspaceId: string | null, enabled: boolean) {
  const query = useQuery({
    queryKey: apiKeysQueryKey(workspaceId),
    enabled: enabled && workspaceId !== null,
    queryFn: () => (workspaceId ? listApiKeys(workspaceId) : []),
  });
  return { keys: query.data ?? [], isLoading: query.isPending, isError: query.isError };
}
