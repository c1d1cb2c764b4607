import clsx from 'clsx';
import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { formatDate } from '../../../ui/formatDate';
import { TruncatedText } from '../../../ui/TruncatedText';
import type { ApiKey } from './apiKeysApi';
import { keyStateOf } from './keyExpiry';

// On a phone: the key across the row, the other columns as lines under it.
export const KEY_GRID =
  'grid grid-cols-[minmax(0,1.3fr)_minmax(0,0.9fr)_minmax(0,1fr)_minmax(0,1fr)_88px] items-start gap-4 max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1.5';

const stateBadge = {
  active: 'bg-[#e7f6ec] text-[#1f7a3d]',
  expired: 'bg-[#fff4e0] text-[#a35c00]',
  revoked: 'bg-[#fde8e8] text-[#b42318]',
} as const;

/** One key: name and prefix, scope and state, creator and date, last use, Revoke. */
export function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke(): void }) {
  const { t } = useTranslation();
  const state = keyStateOf(apiKey);
  const creator = apiKey.createdBy.name || apiKey.createdBy.email;
  return (
    <li
      className={clsx(KEY_GRID, 'px-5 py-3.5 max-md:px-4', state !== 'active' && 'bg-canvas/40')}
      data-testid="api-key-row"
      data-state={state}
    >
      <div className="min-w-0">
        <div className="flex min-w-0 items-center gap-2">
          <TruncatedText
            text={apiKey.name}
            className={clsx(
              'text-[14px] font-medium',
              state === 'active' ? 'text-ink' : 'text-ink-muted',
            )}
          />
          {apiKey.agent ? (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-md bg-brand-50 px-1.5 py-0.5 text-[11px] font-medium text-brand-700">
              <Bot className="size-3" aria-hidden="true" />
              {t('apiKeys.list.agent')}
            </span>
          ) : null}
        </div>
        <code
          className="mt-0.5 block font-mono text-[12.5px] text-ink-muted"
          data-testid="key-prefix"
        >
          {apiKey.prefix}…
        </code>
      </div>
      <div className="flex flex-wrap items-center gap-1.5 max-md:col-start-1 max-md:row-start-2">
        <span className="rounded-full bg-canvas px-2 py-0.5 text-[12px] font-medium text-ink-muted">
          {t(`apiKeys.scope.${apiKey.scope}`)}
        </span>
        <span
          className={clsx('rounded-full px-2 py-0.5 text-[12px] font-medium', stateBadge[state])}
          data-testid="key-state"
        >
          {t(`apiKeys.state.${state}`)}
        </span>
        <span className="w-full text-[12.5px] text-ink-muted tabular-nums max-md:w-auto">
          {apiKey.revokedAt !== null
            ? t('apiKeys.list.revokedOn', { date: formatDate(apiKey.revokedAt) })
            : apiKey.expiresAt !== null
              ? t(state === 'expired' ? 'apiKeys.list.expiredOn' : 'apiKeys.list.expiresOn', {
                  date: formatDate(apiKey.expiresAt),
                })
              : t('apiKeys.list.noExpiry')}
        </span>
      </div>
      <div className="min-w-0 text-[13px] max-md:col-start-1 max-md:row-start-3">
        <span className="block text-ink-muted tabular-nums max-md:inline">
          <span className="md:hidden">{t('apiKeys.list.created')}: </span>
          {formatDate(apiKey.createdAt)}
        </span>
        <TruncatedText
          text={t('apiKeys.list.by', { name: creator })}
          className="text-[12.5px] text-ink-subtle"
        />
      </div>
      <div
        className="min-w-0 text-[13px] max-md:col-start-1 max-md:row-start-4"
        data-testid="key-last-used"
      >
        {apiKey.lastUsedAt === null ? (
          <span className="text-ink-subtle">{t('apiKeys.list.neverUsed')}</span>
        ) : (
          <>
            <span className="block text-ink-muted tabular-nums max-md:inline">
              <span className="md:hidden">{t('apiKeys.list.lastUsed')}: </span>
              {formatDate(apiKey.lastUsedAt)}
            </span>
            {apiKey.lastUsedIp ? (
              <TruncatedText
                text={apiKey.lastUsedIp}
                className="font-mono text-[12px] text-ink-subtle max-md:ml-1.5 max-md:inline"
              />
            ) : null}
          </>
        )}
      </div>
      <div className="flex justify-end max-md:col-start-2 max-md:row-span-4 max-md:row-start-1">
        {state === 'revoked' ? null : (
          <Button
            variant="outline"
            size="sm"
            className="hover:border-danger/40 hover:text-danger"
            aria-label={t('apiKeys.revoke.label', { name: apiKey.name })}
            onClick={onRevoke}
          >
            {t('apiKeys.revoke.button')}
          </Button>
        )}
      </div>
    </li>
  );
}
