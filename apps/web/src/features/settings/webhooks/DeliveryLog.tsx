import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { DeliveryRow } from './DeliveryRow';
import { useDeliveries } from './useDeliveries';

/** One endpoint's delivery log, newest first, with "Load more". */
export function DeliveryLog({
  workspaceId,
  endpointId,
}: {
  workspaceId: string | null;
  endpointId: string;
}) {
  const { t } = useTranslation();
  const log = useDeliveries(workspaceId, endpointId);
  const resendingId = log.resend.isPending ? log.resend.variables?.id : undefined;
  return (
    <section
      aria-label={t('webhooks.log.title')}
      className="border-t border-line"
      data-testid="delivery-log"
    >
      {log.isLoading ? (
        <div className="flex justify-center py-6 text-ink-subtle">
          <Spinner />
        </div>
      ) : log.deliveries.length === 0 ? (
        <div className="flex items-center justify-center gap-2 px-4 py-6 text-[13px] text-ink-muted">
          <Inbox className="size-4 text-ink-subtle" aria-hidden="true" />
          {t('webhooks.log.empty')}
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {log.deliveries.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              resending={resendingId === delivery.id}
              onResend={() => log.resend.mutate(delivery)}
            />
          ))}
        </ul>
      )}
      {log.hasMore ? (
        <div className="flex justify-center border-t border-line py-2.5">
          <Button variant="ghost" size="sm" loading={log.loadingMore} onClick={log.loadMore}>
            {t('webhooks.log.more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
