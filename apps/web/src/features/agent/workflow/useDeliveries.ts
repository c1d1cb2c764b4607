import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/toast';
import { dashboardKeys } from '../agentQueryKeys';
import { listDeliveries, sendTestDelivery } from './deliveriesApi';

const deliveriesKey = (agentId: string) => [...dashboardKeys.root, 'deliveries', agentId] as const;

/** The workflow's last deliveries and the "send test delivery" action (issue 10). */
export function useDeliveries(agentId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: deliveriesKey(agentId),
    queryFn: () => listDeliveries(agentId),
  });
  const test = useMutation({
    mutationFn: () => sendTestDelivery(agentId),
    onSuccess: ({ delivery }) => {
      const delivered = delivery.status === 'delivered';
      notify({
        tone: delivered ? 'success' : 'error',
        title: t(delivered ? 'agent.deliveries.testDelivered' : 'agent.deliveries.testFailed'),
        text: delivered ? undefined : (delivery.error ?? undefined),
      });
      return queryClient.invalidateQueries({ queryKey: deliveriesKey(agentId) });
    },
  });
  return { list, test };
}
