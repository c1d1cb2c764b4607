import type { WebhookEventType } from '@talkreel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import {
  SettingsDialog,
  SettingsDialogBody,
  SettingsDialogDescription,
  SettingsDialogFooter,
  SettingsDialogHeader,
} from '../SettingsDialog';
import { webhookIcon } from './CreateWebhookDialog';
import { EventCheckboxes } from './EventCheckboxes';
import { sameEvents } from './eventSelection';
import type { WebhookChange, WebhookEndpoint } from './webhooksApi';

function EditForm({
  endpoint,
  onSave,
  onCancel,
}: {
  endpoint: WebhookEndpoint;
  onSave(change: WebhookChange): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint.events);
  const [enabled, setEnabled] = useState(endpoint.enabled);
  const change: WebhookChange = {
    ...(sameEvents(events, endpoint.events) ? {} : { events }),
    ...(enabled === endpoint.enabled ? {} : { enabled }),
  };
  const changed = Object.keys(change).length > 0;
  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(e) => {
        e.preventDefault();
        if (changed && events.length > 0) onSave(change);
      }}
    >
      <SettingsDialogHeader icon={webhookIcon} title={t('webhooks.edit.title')} />
      <SettingsDialogBody>
        <SettingsDialogDescription>
          <span className="font-mono break-all text-ink">{endpoint.url}</span>
        </SettingsDialogDescription>
        <EventCheckboxes
          value={events}
          onChange={setEvents}
          error={events.length === 0 ? t('webhooks.form.eventsError') : null}
        />
        <label className="flex cursor-pointer items-start gap-2.5 rounded-xl border border-line px-3.5 py-3">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
            checked={enabled}
            onChange={(e) => setEnabled(e.target.checked)}
          />
          <span>
            <span className="block text-[13.5px] font-medium text-ink">
              {t('webhooks.form.enabled')}
            </span>
            <span className="block text-[12.5px] leading-5 text-ink-muted">
              {t('webhooks.form.enabledHelp')}
            </span>
          </span>
        </label>
      </SettingsDialogBody>
      <SettingsDialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('webhooks.form.cancel')}
        </Button>
        <Button type="submit" disabled={!changed || events.length === 0}>
          {t('webhooks.edit.submit')}
        </Button>
      </SettingsDialogFooter>
    </form>
  );
}

/** Change an endpoint's events or turn it on and off; saved optimistically by the caller. */
export function EditWebhookDialog({
  endpoint,
  onClose,
  onSave,
}: {
  endpoint: WebhookEndpoint | null;
  onClose(): void;
  onSave(endpoint: WebhookEndpoint, change: WebhookChange): void;
}) {
  return (
    <SettingsDialog open={endpoint !== null} onClose={onClose} testId="edit-webhook-dialog">
      {endpoint ? (
        <EditForm
          endpoint={endpoint}
          onCancel={onClose}
          onSave={(change) => {
            onSave(endpoint, change);
            onClose();
          }}
        />
      ) : null}
    </SettingsDialog>
  );
}
