import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';
import { Spinner } from './Spinner';

/** Shown while the account loads and the first route is settled (core.md §2 main shell). */
export function FullScreenLoading() {
  const { t } = useTranslation();
  return (
    <div
      className="flex h-full flex-col items-center justify-center gap-5 bg-canvas"
      role="status"
      aria-live="polite"
    >
      <Logo withName={false} className="scale-125" />
      <div className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner className="text-brand-500" />
        {t('app.loading')}
      </div>
    </div>
  );
}
