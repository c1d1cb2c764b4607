import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/toast';
import { deliveriesQueryKey, webhooksQueryKey } from './useWebhooks';
import {
  deleteWebhook,
  sendTestEvent,
  updateWebhook,
  type WebhookChange,
  type WebhookEndpoint,
} from './webhooksApi';

/**
 * Changes to the endpoints list: an edit (events, on/off) or a deletion shows at once and is
 * undone if the call fails (the call layer has said why); a test event refreshes the log.
 */
export function useWebhookActions(workspaceId: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = webhooksQueryKey(workspaceId);
  const optimistic = async (change: (list: WebhookEndpoint[]) => WebhookEndpoint[]) => {
    await queryClient.cancelQueries({ queryKey });
    const before = queryClient.getQueryData<WebhookEndpoint[]>(queryKey);
    queryClient.setQueryData<WebhookEndpoint[]>(queryKey, (list) => list && change(list));
    return { before };
  };
  const rollback = (context: { before?: WebhookEndpoint[] } | undefined) => {
    if (context?.before) queryClient.setQueryData(queryKey, context.before);
  };
  const reload = () => queryClient.invalidateQueries({ queryKey, exact: true });

  const update = useMutation({
    mutationFn: ({ endpoint, change }: { endpoint: WebhookEndpoint; change: WebhookChange }) =>
      updateWebhook(workspaceId ?? '', endpoint.id, change),
    onMutate: ({ endpoint, change }) =>
      optimistic((list) =>
        list.map((e) =>
          e.id === endpoint.id
            ? {
                ...e,
                ...(change.events ? { events: change.events } : {}),
                ...(change.enabled === undefined
                  ? {}
                  : { enabled: change.enabled, disabledReason: null }),
              }
            : e,
        ),
      ),
    onError: (_err, _vars, context) => rollback(context),
    onSuccess: (_saved, { change }) =>
      notify({
        tone: 'success',
        title:
          change.enabled === undefined
            ? t('webhooks.edit.saved')
            : t(change.enabled ? 'webhooks.enable.done' : 'webhooks.disable.done'),
      }),
    onSettled: reload,
  });

  const remove = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => deleteWebhook(workspaceId ?? '', endpoint.id),
    onMutate: (endpoint) => optimistic((list) => list.filter((e) => e.id !== endpoint.id)),
    onError: (_err, _endpoint, context) => rollback(context),
    onSuccess: () => notify({ tone: 'success', title: t('webhooks.delete.done') }),
    onSettled: reload,
  });

  const test = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => sendTestEvent(workspaceId ?? '', endpoint.id),
    onSuccess: (delivery, endpoint) => {
      notify({
        tone: delivery.status === 'failed' ? 'error' : 'success',
        title: t(
          delivery.status === 'succeeded'
            ? 'webhooks.test.delivered'
            : delivery.status === 'failed'
              ? 'webhooks.test.failed'
              : 'webhooks.test.sent',
        ),
      });
      void queryClient.invalidateQueries({
        queryKey: deliveriesQueryKey(workspaceId, endpoint.id),
      });
    },
  });

  return { update, remove, test };
}
