import { useQuery } from '@tanstack/react-query';
import { listWebhooks } from './webhooksApi';

export const webhooksQueryKey = (workspaceId: string | null) => ['webhooks', workspaceId] as const;
export const deliveriesQueryKey = (workspaceId: string | null, endpointId: string) =>
  ['webhooks', workspaceId, endpointId, 'deliveries'] as const;

/** The product's webhook endpoints; only loaded for its owner and admins. */
export function useWebhooks(workspaceId: string | null, enabled: boolean) {
  const query = useQuery({
    queryKey: webhooksQueryKey(workspaceId),
    enabled: enabled && workspaceId !== null,
    queryFn: () => (workspaceId ? listWebhooks(workspaceId) : []),
  });
  return { endpoints: query.data ?? [], isLoading: query.isPending };
}
