import clsx from 'clsx';
import { ChevronRight, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { formatDate } from '../../../ui/formatDate';
import type { WebhookAttempt, WebhookDelivery } from './webhooksApi';

const statusBadge = {
  succeeded: 'bg-[#e7f6ec] text-[#1f7a3d]',
  failed: 'bg-[#fde8e8] text-[#b42318]',
  pending: 'bg-[#fff4e0] text-[#a35c00]',
} as const;

const codeTone = (code: number | null) =>
  code !== null && code >= 200 && code < 300 ? 'text-[#1f7a3d]' : 'text-[#b42318]';

function AttemptItem({ attempt, index }: { attempt: WebhookAttempt; index: number }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl border border-line bg-white p-3" data-testid="delivery-attempt">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-[12.5px] text-ink-muted">
        <span className="font-medium text-ink">{t('webhooks.log.attempt', { n: index + 1 })}</span>
        <span className="tabular-nums">{formatDate(attempt.at)}</span>
        <span className={clsx('font-mono font-medium', codeTone(attempt.statusCode))}>
          {attempt.statusCode ?? t('webhooks.log.noAnswer')}
        </span>
        <span className="tabular-nums">
          {t('webhooks.log.duration', { ms: attempt.durationMs })}
        </span>
      </div>
      {attempt.error ? (
        <p className="mt-1.5 text-[12.5px] break-words text-danger">{attempt.error}</p>
      ) : null}
      {attempt.responseExcerpt ? (
        <pre className="mt-2 max-h-48 overflow-auto rounded-lg bg-canvas px-3 py-2 font-mono text-[12px] leading-5 whitespace-pre-wrap break-all text-ink">
          {attempt.responseExcerpt}
        </pre>
      ) : (
        <p className="mt-1.5 text-[12.5px] text-ink-subtle">{t('webhooks.log.emptyAnswer')}</p>
      )}
    </li>
  );
}

/** One delivery: its event, time and outcome; opened, every attempt and Resend. */
export function DeliveryRow({
  delivery,
  onResend,
  resending,
}: {
  delivery: WebhookDelivery;
  onResend(): void;
  resending: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const last = delivery.attempts.at(-1);
  return (
    <li data-testid="delivery-row" data-status={delivery.status}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="grid w-full grid-cols-[16px_minmax(0,1fr)_auto] items-center gap-3 px-4 py-2.5 text-left transition-colors hover:bg-canvas/70"
      >
        <ChevronRight
          className={clsx('size-4 text-ink-subtle transition-transform', open && 'rotate-90')}
          aria-hidden="true"
        />
        <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5">
          <code className="font-mono text-[13px] text-ink">{delivery.eventType}</code>
          <span className="text-[12.5px] text-ink-muted tabular-nums">
            {formatDate(delivery.createdAt)}
          </span>
          {last ? (
            <span className="text-[12.5px] text-ink-muted">
              <span className={clsx('font-mono', codeTone(last.statusCode))}>
                {last.statusCode ?? t('webhooks.log.noAnswer')}
              </span>
              {' · '}
              {t('webhooks.log.attempts', { count: delivery.attempts.length })}
            </span>
          ) : null}
        </span>
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-[12px] font-medium',
            statusBadge[delivery.status],
          )}
        >
          {t(`webhooks.log.status.${delivery.status}`)}
        </span>
      </button>
      {open ? (
        <div id={panelId} className="space-y-2.5 bg-canvas/60 px-4 pt-1 pb-3.5 sm:pl-11">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 text-[12px] break-all text-ink-muted">
              {t('webhooks.log.messageId')}{' '}
              <code className="font-mono text-ink">{delivery.messageId}</code>
            </p>
            <Button
              variant="outline"
              size="sm"
              loading={resending}
              icon={<RotateCw className="size-3.5" aria-hidden="true" />}
              onClick={onResend}
            >
              {t('webhooks.log.resend')}
            </Button>
          </div>
          {delivery.nextAttemptAt !== null ? (
            <p className="text-[12.5px] text-ink-muted">
              {t('webhooks.log.nextAttempt', { date: formatDate(delivery.nextAttemptAt) })}
            </p>
          ) : null}
          {delivery.attempts.length === 0 ? (
            <p className="text-[12.5px] text-ink-subtle">{t('webhooks.log.notYet')}</p>
          ) : (
            <ol className="space-y-2">
              {delivery.attempts.map((attempt, i) => (
                <AttemptItem key={attempt.at} attempt={attempt} index={i} />
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </li>
  );
}
