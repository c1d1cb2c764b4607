import { WEBHOOK_ENDPOINTS_MAX } from '@talkreel/contract';
import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ManagersOnlyNotice } from '../ManagersOnlyNotice';
import { SettingsPage } from '../SettingsPage';
import { useProductManager } from '../useProductManager';
import { CreateWebhookDialog } from './CreateWebhookDialog';
import { EditWebhookDialog } from './EditWebhookDialog';
import { RotateSecretDialog } from './RotateSecretDialog';
import { useWebhookActions } from './useWebhookActions';
import { useWebhooks } from './useWebhooks';
import { WebhookEndpointCard } from './WebhookEndpointCard';
import type { WebhookEndpoint } from './webhooksApi';

type Open = { kind: 'edit' | 'rotate' | 'delete'; endpoint: WebhookEndpoint } | null;

/**
 * Settings → Webhooks (issue 25): the product's endpoints, their signed events, secrets and
 * delivery logs, managed by its owner and admins; members are told who can.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const { workspaceId, productName, canManage, isLoading: productLoading } = useProductManager();
  const { endpoints, isLoading } = useWebhooks(workspaceId, canManage);
  const { update, remove, test } = useWebhookActions(workspaceId);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const closeOpen = () => setOpen(null);
  const full = endpoints.length >= WEBHOOK_ENDPOINTS_MAX;
  return (
    <SettingsPage
      title={t('webhooks.title')}
      subtitle={t('webhooks.subtitle', { product: productName })}
    >
      {productLoading ? null : canManage ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-[14.5px] font-semibold text-ink">{t('webhooks.list.title')}</h2>
            <Button
              icon={<Plus className="size-4" aria-hidden="true" />}
              disabled={full}
              title={full ? t('webhooks.list.full', { max: WEBHOOK_ENDPOINTS_MAX }) : undefined}
              onClick={() => setCreating(true)}
              data-testid="add-webhook"
            >
              {t('webhooks.create.open')}
            </Button>
          </div>
          {isLoading ? (
            <div
              aria-busy="true"
              className="h-32 animate-pulse rounded-2xl border border-line bg-white"
            />
          ) : endpoints.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line bg-white px-5 py-12 text-center">
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-500">
                <Webhook className="size-5" aria-hidden="true" />
              </span>
              <p className="text-[14px] font-medium text-ink">{t('webhooks.list.empty')}</p>
              <p className="max-w-[420px] text-[13px] leading-5 text-ink-muted">
                {t('webhooks.list.emptyHelp')}
              </p>
            </div>
          ) : (
            <ul className="space-y-4">
              {endpoints.map((endpoint) => (
                <WebhookEndpointCard
                  key={endpoint.id}
                  workspaceId={workspaceId}
                  endpoint={endpoint}
                  actions={{
                    onEdit: () => setOpen({ kind: 'edit', endpoint }),
                    onRotate: () => setOpen({ kind: 'rotate', endpoint }),
                    onDelete: () => setOpen({ kind: 'delete', endpoint }),
                    onToggle: () =>
                      update.mutate({ endpoint, change: { enabled: !endpoint.enabled } }),
                    onTest: () => test.mutate(endpoint),
                    testing: test.isPending && test.variables?.id === endpoint.id,
                  }}
                />
              ))}
            </ul>
          )}
          <CreateWebhookDialog
            workspaceId={workspaceId}
            open={creating}
            onOpenChange={setCreating}
          />
          <EditWebhookDialog
            endpoint={open?.kind === 'edit' ? open.endpoint : null}
            onClose={closeOpen}
            onSave={(endpoint, change) => update.mutate({ endpoint, change })}
          />
          <RotateSecretDialog
            workspaceId={workspaceId}
            endpoint={open?.kind === 'rotate' ? open.endpoint : null}
            onClose={closeOpen}
          />
          <ConfirmDialog
            open={open?.kind === 'delete'}
            onOpenChange={(next) => (next ? null : closeOpen())}
            title={t('webhooks.delete.title')}
            description={t('webhooks.delete.description', { url: open?.endpoint.url ?? '' })}
            confirmLabel={t('webhooks.delete.confirm')}
            cancelLabel={t('webhooks.form.cancel')}
            onConfirm={() => open && remove.mutate(open.endpoint)}
          />
        </>
      ) : (
        <ManagersOnlyNotice text={t('webhooks.managersOnly', { product: productName })} />
      )}
    </SettingsPage>
  );
}
