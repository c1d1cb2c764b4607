import clsx from 'clsx';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ApiKeyRow, KEY_GRID } from './ApiKeyRow';
import type { ApiKey } from './apiKeysApi';
import { useRevokeApiKey } from './useRevokeApiKey';

/** The product's keys, with the revoke confirmation. */
export function ApiKeysList({
  workspaceId,
  keys,
  isLoading,
}: {
  workspaceId: string | null;
  keys: ApiKey[];
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey(workspaceId);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <section
      aria-labelledby="api-keys-list"
      className="overflow-hidden rounded-2xl border border-line bg-white shadow-[0_1px_2px_rgb(23_22_31/0.04)]"
    >
      <div className="px-5 pt-5 pb-3 max-md:px-4">
        <h2 id="api-keys-list" className="text-[14.5px] font-semibold text-ink">
          {t('apiKeys.list.title')}
        </h2>
      </div>
      <div
        className={clsx(
          KEY_GRID,
          'border-y border-line bg-canvas/70 px-5 py-2 text-[11.5px] font-medium tracking-[0.04em] text-ink-subtle uppercase max-md:hidden',
        )}
        aria-hidden="true"
      >
        <span>{t('apiKeys.list.key')}</span>
        <span>{t('apiKeys.list.access')}</span>
        <span>{t('apiKeys.list.created')}</span>
        <span>{t('apiKeys.list.lastUsed')}</span>
        <span />
      </div>
      {isLoading ? (
        <ul aria-busy="true" className="divide-y divide-line">
          {[0, 1].map((i) => (
            <li key={i} className={clsx(KEY_GRID, 'px-5 py-4')}>
              <span className="h-3.5 w-32 animate-pulse rounded bg-canvas" />
              <span className="h-3.5 w-16 animate-pulse rounded bg-canvas" />
              <span className="h-3.5 w-20 animate-pulse rounded bg-canvas max-md:hidden" />
              <span className="h-3.5 w-20 animate-pulse rounded bg-canvas max-md:hidden" />
              <span />
            </li>
          ))}
        </ul>
      ) : keys.length === 0 ? (
        <div className="flex flex-col items-center gap-2 border-t border-line px-5 py-12 text-center md:border-t-0">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-500">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          <p className="text-[13.5px] text-ink-muted">{t('apiKeys.list.empty')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-line max-md:border-t max-md:border-line">
          {keys.map((key) => (
            <ApiKeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? null : setRevoking(null))}
        title={t('apiKeys.revoke.title', { name: revoking?.name ?? '' })}
        description={t('apiKeys.revoke.description')}
        confirmLabel={t('apiKeys.revoke.confirm')}
        cancelLabel={t('apiKeys.create.cancel')}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </section>
  );
}
