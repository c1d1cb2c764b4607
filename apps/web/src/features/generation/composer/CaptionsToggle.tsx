import { Captions } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The per-generation option to burn captions into the videos (the SRT is always made). */
export function CaptionsToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <label className="inline-flex cursor-pointer select-none items-center gap-2 rounded-full px-2.5 py-1.5 text-[13px] font-medium text-ink-muted hover:bg-white max-md:min-h-10">
      <input
        type="checkbox"
        className="size-4 accent-brand-600"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <Captions className="size-4" aria-hidden="true" />
      {t('generation.composer.burnCaptions')}
    </label>
  );
}
