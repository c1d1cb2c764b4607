import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The actor library's place until it is built (the create-actor work comes next). */
export function ActorLibraryPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-500">
        <Sparkles className="size-6" aria-hidden="true" />
      </span>
      <p className="text-sm text-ink-muted">{t('pages.comingSoon')}</p>
    </div>
  );
}
