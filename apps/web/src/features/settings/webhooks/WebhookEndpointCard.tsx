import clsx from 'clsx';
import { ChevronDown, KeyRound, Pencil, Power, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { formatDate } from '../../../ui/formatDate';
import { RowMenu } from '../../../ui/RowMenu';
import { DeliveryLog } from './DeliveryLog';
import type { WebhookEndpoint } from './webhooksApi';

export interface EndpointActions {
  onEdit(): void;
  onToggle(): void;
  onRotate(): void;
  onDelete(): void;
  onTest(): void;
  testing: boolean;
}

/**
 * One endpoint: its address, state (and why it is off), events and secret's prefix; Send test
 * event, the delivery log, and a menu to edit, turn off or on, rotate the secret or delete.
 */
export function WebhookEndpointCard({
  workspaceId,
  endpoint,
  actions,
}: {
  workspaceId: string | null;
  endpoint: WebhookEndpoint;
  actions: EndpointActions;
}) {
  const { t } = useTranslation();
  const [logOpen, setLogOpen] = useState(false);
  const state = endpoint.enabled ? 'enabled' : endpoint.disabledReason ? 'failing' : 'disabled';
  return (
    <li
      className="overflow-hidden rounded-2xl border border-line bg-white shadow-[0_1px_2px_rgb(23_22_31/0.04)]"
      data-testid="webhook-endpoint"
      data-state={state}
    >
      <div className="flex items-start gap-3 px-5 pt-4 pb-3 max-md:px-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={clsx(
                'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-[12px] font-medium',
                state === 'enabled'
                  ? 'bg-[#e7f6ec] text-[#1f7a3d]'
                  : state === 'failing'
                    ? 'bg-[#fde8e8] text-[#b42318]'
                    : 'bg-canvas text-ink-muted',
              )}
              data-testid="endpoint-state"
            >
              <span
                className={clsx(
                  'size-1.5 rounded-full',
                  state === 'enabled'
                    ? 'bg-[#2e9e57]'
                    : state === 'failing'
                      ? 'bg-danger'
                      : 'bg-ink-subtle',
                )}
                aria-hidden="true"
              />
              {t(`webhooks.state.${state}`)}
            </span>
            <span className="text-[12.5px] text-ink-subtle tabular-nums">
              {t('webhooks.endpoint.created', { date: formatDate(endpoint.createdAt) })}
            </span>
          </div>
          <p
            className="mt-1.5 font-mono text-[13.5px] break-all text-ink"
            data-testid="endpoint-url"
          >
            {endpoint.url}
          </p>
          {state === 'failing' ? (
            <p className="mt-1 text-[12.5px] leading-5 text-danger">
              {t('webhooks.state.failingHelp')}
            </p>
          ) : null}
        </div>
        <RowMenu
          label={t('webhooks.endpoint.actions', { url: endpoint.url })}
          wide
          items={[
            {
              label: t('webhooks.edit.open'),
              icon: <Pencil className="size-4" aria-hidden="true" />,
              onSelect: actions.onEdit,
              confirms: true,
            },
            {
              label: t(endpoint.enabled ? 'webhooks.disable.open' : 'webhooks.enable.open'),
              icon: <Power className="size-4" aria-hidden="true" />,
              onSelect: actions.onToggle,
            },
            {
              label: t('webhooks.rotate.open'),
              icon: <KeyRound className="size-4" aria-hidden="true" />,
              onSelect: actions.onRotate,
              confirms: true,
            },
            {
              label: t('webhooks.delete.open'),
              icon: <Trash2 className="size-4" aria-hidden="true" />,
              onSelect: actions.onDelete,
              danger: true,
              confirms: true,
            },
          ]}
        />
      </div>
      <div className="flex flex-wrap items-center gap-1.5 px-5 pb-3 max-md:px-4">
        {endpoint.events.map((event) => (
          <code
            key={event}
            className="rounded-md bg-brand-50 px-1.5 py-0.5 font-mono text-[12px] text-brand-700"
          >
            {event}
          </code>
        ))}
        <span className="ml-auto text-[12px] text-ink-subtle max-md:ml-0 max-md:w-full">
          {t('webhooks.endpoint.secret')}{' '}
          <code className="font-mono">{endpoint.secretPrefix}…</code>
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-line bg-canvas/40 px-5 py-2.5 max-md:px-4">
        <Button
          variant="outline"
          size="sm"
          loading={actions.testing}
          disabled={!endpoint.enabled}
          icon={<Send className="size-3.5" aria-hidden="true" />}
          onClick={actions.onTest}
        >
          {t('webhooks.test.open')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={logOpen}
          data-testid="delivery-log-toggle"
          icon={
            <ChevronDown
              className={clsx('size-3.5 transition-transform', logOpen && 'rotate-180')}
              aria-hidden="true"
            />
          }
          onClick={() => setLogOpen((o) => !o)}
        >
          {t('webhooks.log.title')}
        </Button>
      </div>
      {logOpen ? <DeliveryLog workspaceId={workspaceId} endpointId={endpoint.id} /> : null}
    </li>
  );
}
