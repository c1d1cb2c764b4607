import { AudioLines } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** An empty list: nothing matches the search, or the chosen condition has no voices yet. */
export function VoiceListEmpty({
  condition,
  searching,
}: {
  condition: string;
  searching: boolean;
}) {
  const { t } = useTranslation();
  const key = searching ? 'search' : condition;
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <span className="flex size-11 items-center justify-center rounded-2xl bg-canvas text-ink-subtle">
        <AudioLines className="size-5" aria-hidden="true" />
      </span>
      <p className="text-[14px] font-semibold text-ink">
        {t(`voices.empty.${key}`, { defaultValue: t('voices.empty.all_voices') })}
      </p>
    </div>
  );
}
