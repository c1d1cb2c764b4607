import { PUBLIC_API_BASE_PATH, PUBLIC_API_DOCS_PATH } from '@talkreel/contract';
import { BookOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useAgentAdmin } from '../../agent/useAgentAdmin';
import { ManagersOnlyNotice } from '../ManagersOnlyNotice';
import { SettingsPage } from '../SettingsPage';
import { useProductManager } from '../useProductManager';
import { ApiKeysList } from './ApiKeysList';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { useApiKeys } from './useApiKeys';

/**
 * Settings → API keys (issue 25): the product's keys for the public API, made and revoked by
 * its owner and admins; members are told who can.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const { workspaceId, productName, canManage, isLoading: productLoading } = useProductManager();
  const { keys, isLoading } = useApiKeys(workspaceId, canManage);
  const { isAgentAdmin } = useAgentAdmin();
  const [creating, setCreating] = useState(false);
  return (
    <SettingsPage
      title={t('apiKeys.title')}
      subtitle={t('apiKeys.subtitle', { product: productName, base: PUBLIC_API_BASE_PATH })}
    >
      {productLoading ? null : canManage ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <a
              href={PUBLIC_API_DOCS_PATH}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 text-[13.5px] font-medium text-brand-600 hover:text-brand-700 hover:underline"
            >
              <BookOpen className="size-4" aria-hidden="true" />
              {t('apiKeys.docs')}
            </a>
            <Button
              icon={<Plus className="size-4" aria-hidden="true" />}
              onClick={() => setCreating(true)}
              data-testid="create-api-key"
            >
              {t('apiKeys.create.open')}
            </Button>
          </div>
          <ApiKeysList workspaceId={workspaceId} keys={keys} isLoading={isLoading} />
          <CreateApiKeyDialog
            workspaceId={workspaceId}
            isAgentAdmin={isAgentAdmin}
            open={creating}
            onOpenChange={setCreating}
          />
        </>
      ) : (
        <ManagersOnlyNotice text={t('apiKeys.managersOnly', { product: productName })} />
      )}
    </SettingsPage>
  );
}
