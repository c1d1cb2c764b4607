import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Logo } from '../../ui/Logo';

/** The account could not be loaded (and the session is still valid): offer a retry. */
export function ShellLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex h-full flex-col items-center justify-center gap-4 bg-canvas text-center"
      role="alert"
    >
      <Logo withName={false} className="scale-125" />
      <p className="text-sm text-ink-muted">{t('app.loadFailed')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}
