import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The first card of the actor library: opens the create-actor dialog. */
export function AddActorCard({ onAdd }: { onAdd(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col">
      <button
        type="button"
        onClick={onAdd}
        className="group flex aspect-[9/16] w-full flex-col items-center justify-center gap-2.5 rounded-2xl border-[1.5px] border-dashed border-[#d6d4e3] bg-white px-3 text-center transition-colors hover:border-brand-300 hover:bg-brand-50/60"
      >
        <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-500 transition-colors group-hover:bg-brand-500 group-hover:text-white">
          <Plus className="size-5" aria-hidden="true" />
        </span>
        <span className="text-[13.5px] font-semibold text-ink">{t('assets.actors.add')}</span>
        <span className="text-[12px] leading-4 text-ink-subtle">{t('assets.actors.addHint')}</span>
      </button>
    </div>
  );
}

/** A grey card while the list loads. */
export function LibraryCardSkeleton() {
  return (
    <div data-testid="actor-card-skeleton" aria-hidden="true" className="flex flex-col gap-2">
      <span className="aspect-[9/16] w-full animate-pulse rounded-2xl bg-[#efeef5]" />
      <span className="h-3.5 w-2/3 animate-pulse rounded bg-[#efeef5]" />
      <span className="h-2.5 w-1/3 animate-pulse rounded bg-[#efeef5]" />
    </div>
  );
}
