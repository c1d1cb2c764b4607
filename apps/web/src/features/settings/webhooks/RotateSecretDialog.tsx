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
import { SecretShown, webhookIcon } from './CreateWebhookDialog';
import { rotateWebhookSecret, type WebhookEndpoint } from './webhooksApi';

/**
 * Rotate an endpoint's signing secret: says that the old secret keeps signing for 24 hours
 * beside the new one, then shows the new one once.
 */
export function RotateSecretDialog({
  workspaceId,
  endpoint,
  onClose,
}: {
  workspaceId: string | null;
  endpoint: WebhookEndpoint | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setSecret(null);
    onClose();
  };
  const rotate = async () => {
    if (!workspaceId || !endpoint) return;
    setBusy(true);
    try {
      setSecret(await rotateWebhookSecret(workspaceId, endpoint.id));
    } catch {
      // the call layer has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsDialog
      open={endpoint !== null}
      onClose={close}
      holdOpen={secret !== null}
      testId="rotate-secret-dialog"
    >
      {secret ? (
        <SecretShown
          title={t('webhooks.rotate.doneTitle')}
          description={t('webhooks.rotate.doneDescription')}
          secret={secret}
          onDone={close}
        />
      ) : (
        <div className="flex min-h-0 flex-1 flex-col">
          <SettingsDialogHeader icon={webhookIcon} title={t('webhooks.rotate.title')} />
          <SettingsDialogBody>
            <SettingsDialogDescription>
              {t('webhooks.rotate.description')}
            </SettingsDialogDescription>
            <p className="rounded-xl bg-canvas px-3.5 py-3 font-mono text-[12.5px] break-all text-ink-muted">
              {endpoint?.url}
            </p>
          </SettingsDialogBody>
          <SettingsDialogFooter>
            <Button variant="outline" onClick={close}>
              {t('webhooks.form.cancel')}
            </Button>
            <Button loading={busy} onClick={() => void rotate()}>
              {t('webhooks.rotate.confirm')}
            </Button>
          </SettingsDialogFooter>
        </div>
      )}
    </SettingsDialog>
  );
}
