import { WEBHOOK_URL_MAX_CHARS, type WebhookEventType } from '@talkreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { OneTimeSecretStep } from '../OneTimeSecret';
import {
  SettingsDialog,
  SettingsDialogBody,
  SettingsDialogDescription,
  SettingsDialogFooter,
  SettingsDialogHeader,
} from '../SettingsDialog';
import { EventCheckboxes } from './EventCheckboxes';
import { urlProblemOf } from './eventSelection';
import { webhooksQueryKey } from './useWebhooks';
import { createWebhook, type WebhookEndpoint } from './webhooksApi';

export const webhookIcon = <Webhook className="size-4" aria-hidden="true" />;

function CreateWebhookForm({
  workspaceId,
  onCreated,
  onCancel,
}: {
  workspaceId: string | null;
  onCreated(secret: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['video.completed', 'video.failed']);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const urlProblem = urlProblemOf(url);
  const save = async () => {
    setTried(true);
    if (!workspaceId || urlProblem || events.length === 0) return;
    setSaving(true);
    try {
      const { endpoint, secret } = await createWebhook(workspaceId, {
        url: url.trim(),
        events,
        description: '',
      });
      const queryKey = webhooksQueryKey(workspaceId);
      queryClient.setQueryData<WebhookEndpoint[]>(queryKey, (list) => [
        ...(list ?? []).filter((e) => e.id !== endpoint.id),
        endpoint,
      ]);
      void queryClient.invalidateQueries({ queryKey, exact: true });
      onCreated(secret);
    } catch {
      // the call layer has shown why
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <SettingsDialogHeader icon={webhookIcon} title={t('webhooks.create.title')} />
      <SettingsDialogBody>
        <SettingsDialogDescription>{t('webhooks.create.description')}</SettingsDialogDescription>
        <div>
          <TextField
            label={t('webhooks.form.url')}
            placeholder="https://example.com/webhooks/talkreel"
            type="url"
            inputMode="url"
            value={url}
            maxLength={WEBHOOK_URL_MAX_CHARS}
            autoComplete="off"
            invalid={tried && urlProblem !== null}
            autoFocus
            onChange={(e) => setUrl(e.target.value)}
          />
          {tried && urlProblem ? (
            <p role="alert" className="mt-1.5 text-[12.5px] text-danger">
              {t(`webhooks.form.urlError.${urlProblem}`)}
            </p>
          ) : (
            <p className="mt-1.5 text-[12.5px] text-ink-muted">{t('webhooks.form.urlHelp')}</p>
          )}
        </div>
        <EventCheckboxes
          value={events}
          onChange={setEvents}
          error={tried && events.length === 0 ? t('webhooks.form.eventsError') : null}
        />
      </SettingsDialogBody>
      <SettingsDialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('webhooks.form.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('webhooks.create.submit')}
        </Button>
      </SettingsDialogFooter>
    </form>
  );
}

/** The endpoint's signing secret, shown this once (after creating it or rotating it). */
export function SecretShown({
  title,
  description,
  secret,
  onDone,
}: {
  title: string;
  description: string;
  secret: string;
  onDone(): void;
}) {
  const { t } = useTranslation();
  return (
    <OneTimeSecretStep
      icon={webhookIcon}
      title={title}
      description={description}
      label={t('webhooks.secret.label')}
      secret={secret}
      warning={t('webhooks.secret.warning')}
      done={t('webhooks.secret.done')}
      onDone={onDone}
    />
  );
}

/**
 * Add an endpoint: its address and events; then its signing secret, once. The secret lives
 * only in this dialog's state and is forgotten when it closes.
 */
export function CreateWebhookDialog({
  workspaceId,
  open,
  onOpenChange,
}: {
  workspaceId: string | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setSecret(null);
    onOpenChange(false);
  };
  return (
    <SettingsDialog
      open={open}
      onClose={close}
      holdOpen={secret !== null}
      testId="create-webhook-dialog"
    >
      {secret ? (
        <SecretShown
          title={t('webhooks.created.title')}
          description={t('webhooks.created.description')}
          secret={secret}
          onDone={close}
        />
      ) : (
        <CreateWebhookForm workspaceId={workspaceId} onCreated={setSecret} onCancel={close} />
      )}
    </SettingsDialog>
  );
}
