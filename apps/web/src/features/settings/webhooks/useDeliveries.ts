import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/toast';
import { deliveriesQueryKey } from './useWebhooks';
import { listDeliveries, resendDelivery, type WebhookDelivery } from './webhooksApi';

/** While a delivery is still being tried, the log looks again this often. */
const PENDING_REFRESH_MS = 3000;

/** One endpoint's delivery log, newest first, a page at a time; and Resend. */
export function useDeliveries(workspaceId: string | null, endpointId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = deliveriesQueryKey(workspaceId, endpointId);
  const query = useInfiniteQuery({
    queryKey,
    enabled: workspaceId !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => listDeliveries(workspaceId ?? '', endpointId, pageParam),
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.list.some((d) => d.status === 'pending'))
        ? PENDING_REFRESH_MS
        : false,
  });
  const deliveries: WebhookDelivery[] = query.data?.pages.flatMap((p) => p.list) ?? [];

  const resend = useMutation({
    mutationFn: (delivery: WebhookDelivery) => resendDelivery(workspaceId ?? '', delivery.id),
    onSuccess: () => notify({ tone: 'success', title: t('webhooks.log.resent') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  return {
    deliveries,
    isLoading: query.isPending,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    resend,
  };
}
