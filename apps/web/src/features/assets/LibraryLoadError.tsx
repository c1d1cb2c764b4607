import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

/**
 * An asset library whose list could not be loaded says so, with a retry, where it would
 * otherwise claim to be empty; a list kept from the last visit stays on screen above it.
 */
export function LibraryLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mt-6 flex flex-wrap items-center gap-3 text-[13px] text-ink-muted">
      <CloudOff className="size-4 shrink-0" aria-hidden="true" />
      <span>{t('assets.loadFailed')}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('assets.retry')}
      </Button>
    </div>
  );
}
