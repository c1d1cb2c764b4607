import { API_KEY_NAME_MAX_CHARS, type ApiKeyScope } from '@talkreel/contract';
import { Eye, KeyRound, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { type SegmentedOption, SegmentedRadio } from '../../../ui/SegmentedRadio';
import { TextField } from '../../../ui/TextField';
import { OneTimeSecretStep } from '../OneTimeSecret';
import {
  SettingsDialog,
  SettingsDialogBody,
  SettingsDialogDescription,
  SettingsDialogFooter,
  SettingsDialogHeader,
} from '../SettingsDialog';
import { AgentKeyField } from './AgentKeyField';
import { ExpiryField } from './ExpiryField';
import { type CreatedKey, useCreateApiKey } from './useCreateApiKey';

const keyIcon = <KeyRound className="size-4" aria-hidden="true" />;

function CreateKeyForm({
  workspaceId,
  isAgentAdmin,
  onCreated,
  onCancel,
}: {
  workspaceId: string | null;
  isAgentAdmin: boolean;
  onCreated(created: CreatedKey): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const form = useCreateApiKey(workspaceId);
  const { fields } = form;
  const scopes: SegmentedOption<ApiKeyScope>[] = [
    { value: 'read', label: t('apiKeys.scope.read'), icon: Eye },
    { value: 'write', label: t('apiKeys.scope.write'), icon: PencilLine },
  ];
  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit().then((created) => created && onCreated(created));
      }}
    >
      <SettingsDialogHeader icon={keyIcon} title={t('apiKeys.create.title')} />
      <SettingsDialogBody>
        <SettingsDialogDescription>{t('apiKeys.create.description')}</SettingsDialogDescription>
        <TextField
          label={t('apiKeys.create.name')}
          placeholder={t('apiKeys.create.namePlaceholder')}
          value={fields.name}
          maxLength={API_KEY_NAME_MAX_CHARS}
          autoComplete="off"
          autoFocus
          onChange={(e) => form.setName(e.target.value)}
        />
        <div>
          <p className="mb-1.5 text-[13px] font-medium text-ink">{t('apiKeys.create.scope')}</p>
          <SegmentedRadio<ApiKeyScope>
            name="api-key-scope"
            legend={t('apiKeys.create.scope')}
            options={scopes}
            value={fields.scope}
            onChange={form.setScope}
          />
          <p className="mt-1.5 text-[12.5px] leading-5 text-ink-muted">
            {t(`apiKeys.scope.${fields.scope}Help`)}
          </p>
        </div>
        <ExpiryField
          choice={fields.expiry}
          day={fields.day}
          error={form.expiryError ? t(`apiKeys.create.expiryError.${form.expiryError}`) : null}
          onChoice={form.chooseExpiry}
          onDay={form.chooseDay}
        />
        {isAgentAdmin ? (
          <AgentKeyField
            agent={fields.agent}
            agentId={fields.agentId}
            onAgent={form.setAgent}
            onAgentId={form.setAgentId}
          />
        ) : null}
      </SettingsDialogBody>
      <SettingsDialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('apiKeys.create.cancel')}
        </Button>
        <Button type="submit" disabled={!form.canSubmit} loading={form.saving}>
          {t('apiKeys.create.submit')}
        </Button>
      </SettingsDialogFooter>
    </form>
  );
}

/**
 * Create an API key: name, scope, expiry (and "agent key" for an agent's admin); then its
 * secret, once. The secret lives only in this dialog's state: closing it forgets the value,
 * and a click outside does not close it while the secret is shown.
 */
export function CreateApiKeyDialog({
  workspaceId,
  isAgentAdmin,
  open,
  onOpenChange,
}: {
  workspaceId: string | null;
  isAgentAdmin: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const close = () => {
    setCreated(null);
    onOpenChange(false);
  };
  return (
    <SettingsDialog
      open={open}
      onClose={close}
      holdOpen={created !== null}
      testId="create-api-key-dialog"
    >
      {created ? (
        <OneTimeSecretStep
          icon={keyIcon}
          title={t('apiKeys.created.title')}
          description={t('apiKeys.created.description', { name: created.key.name })}
          label={t('apiKeys.created.label')}
          secret={created.secret}
          warning={t('apiKeys.created.warning')}
          done={t('apiKeys.created.done')}
          onDone={close}
        />
      ) : (
        <CreateKeyForm
          workspaceId={workspaceId}
          isAgentAdmin={isAgentAdmin}
          onCreated={setCreated}
          onCancel={close}
        />
      )}
    </SettingsDialog>
  );
}
