import clsx from 'clsx';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { CopyableText } from '../../../ui/CopyableText';
import { formatDate } from '../../../ui/formatDate';
import { useDeliveries } from './useDeliveries';

const tone: Record<string, string> = {
  delivered: 'bg-success/10 text-success',
  failed: 'bg-danger/10 text-danger',
  retrying: 'bg-amber-500/10 text-amber-600',
  pending: 'bg-ink/5 text-ink-muted',
  sending: 'bg-brand-50 text-brand-700',
};

/** The workflow's last deliveries, newest first, with "send test delivery" (issue 10). */
export function DeliveriesList({ agentId, canTest }: { agentId: string; canTest: boolean }) {
  const { t } = useTranslation();
  const { list, test } = useDeliveries(agentId);
  const deliveries = list.data?.deliveries ?? [];
  return (
    <section aria-labelledby="deliveries-title" className="rounded-2xl border border-line bg-white">
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
        <div>
          <h3 id="deliveries-title" className="text-[14.5px] font-semibold text-ink">
            {t('agent.deliveries.title')}
          </h3>
          <p className="mt-0.5 text-[12.5px] text-ink-muted">{t('agent.deliveries.subtitle')}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={!canTest}
          loading={test.isPending}
          icon={<Send className="size-3.5" aria-hidden="true" />}
          onClick={() => test.mutate()}
        >
          {t('agent.deliveries.sendTest')}
        </Button>
      </div>
      {list.data?.signingSecret ? (
        <div className="flex items-center gap-2 border-b border-line bg-canvas/40 px-5 py-2.5 text-[12.5px] text-ink-muted">
          <span className="shrink-0 font-medium">{t('agent.deliveries.secret')}</span>
          <span className="min-w-0 font-mono">
            <CopyableText text={list.data.signingSecret} />
          </span>
        </div>
      ) : null}
      <ul className="divide-y divide-line" data-testid="deliveries">
        {deliveries.map((d) => (
          <li
            key={d.id}
            data-testid="delivery"
            className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3 text-[13px] md:flex-nowrap"
          >
            <span
              className={clsx(
                'inline-flex h-6 w-24 shrink-0 items-center justify-center rounded-full text-[12px] font-medium',
                tone[d.status],
              )}
            >
              {t(`agent.deliveries.status.${d.status}`)}
            </span>
            <span className="shrink-0 text-ink md:w-28">
              {t(d.kind === 'test' ? 'agent.deliveries.kindTest' : 'agent.deliveries.kindVideo')}
            </span>
            {/* A phone has no room beside the badge and date: the reason gets a line of its own. */}
            <span
              data-testid="delivery-detail"
              title={d.error ?? undefined}
              className="min-w-0 flex-1 text-ink-muted max-md:order-last max-md:basis-full max-md:break-words md:truncate"
            >
              {d.httpStatus !== null ? `HTTP ${d.httpStatus}` : ''}
              {d.error ? `${d.httpStatus !== null ? ' · ' : ''}${d.error}` : ''}
              {d.attempts > 1 ? ` · ${t('agent.deliveries.attempts', { count: d.attempts })}` : ''}
            </span>
            <span className="shrink-0 text-ink-muted tabular-nums max-md:ml-auto">
              {formatDate(d.createdAt)}
            </span>
          </li>
        ))}
        {deliveries.length === 0 ? (
          <li className="px-5 py-8 text-center text-[13px] text-ink-muted">
            {list.isPending ? t('agent.deliveries.loading') : t('agent.deliveries.empty')}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
