import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The first card of the voice library: opens the voice-upload dialog. */
export function AddVoiceCard({ onAdd }: { onAdd(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onAdd}
      className="group flex h-full min-h-[148px] w-full flex-col items-center justify-center gap-2 rounded-2xl border-[1.5px] border-dashed border-[#d6d4e3] bg-white px-4 text-center transition-colors hover:border-brand-300 hover:bg-brand-50/60"
    >
      <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-500 transition-colors group-hover:bg-brand-500 group-hover:text-white">
        <Plus className="size-5" aria-hidden="true" />
      </span>
      <span className="text-[13.5px] font-semibold text-ink">{t('assets.voices.add')}</span>
      <span className="text-[12px] leading-4 text-ink-subtle">{t('assets.voices.addHint')}</span>
    </button>
  );
}

/** A grey card while the list loads. */
export function VoiceCardSkeleton() {
  return (
    <div
      data-testid="voice-card-skeleton"
      aria-hidden="true"
      className="flex h-[148px] flex-col gap-4 rounded-2xl border border-line bg-white p-4"
    >
      <span className="flex items-center gap-3">
        <span className="size-10 animate-pulse rounded-full bg-[#efeef5]" />
        <span className="flex flex-1 flex-col gap-2">
          <span className="h-3.5 w-1/2 animate-pulse rounded bg-[#efeef5]" />
          <span className="h-2.5 w-1/3 animate-pulse rounded bg-[#efeef5]" />
        </span>
      </span>
      <span className="h-7 animate-pulse rounded-lg bg-[#f4f3f8]" />
      <span className="h-2.5 w-1/4 animate-pulse rounded bg-[#efeef5]" />
    </div>
  );
}
