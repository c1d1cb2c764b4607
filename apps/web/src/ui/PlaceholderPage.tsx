import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A titled page inside the shell for areas whose screens are still being built. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col">
      <header className="flex h-16 shrink-0 items-center border-b border-line px-8">
        <h1 className="text-[17px] font-semibold tracking-[-0.01em]">{t(titleKey)}</h1>
      </header>
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-500">
          <Sparkles className="size-6" aria-hidden="true" />
        </span>
        <p className="text-sm text-ink-muted">{t('pages.comingSoon')}</p>
      </div>
    </div>
  );
}
