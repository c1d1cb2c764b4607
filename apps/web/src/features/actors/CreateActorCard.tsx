import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The first card of the grid (creation.md §2): opens the create-actor dialog over the picker,
 * so a new actor is made without leaving the project.
 */
export function CreateActorCard({ onCreate }: { onCreate(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onCreate}
      className="group flex size-full flex-col items-center justify-center gap-2 rounded-xl border-[1.5px] border-dashed border-[#d6d4e3] bg-white px-2 text-center transition-colors hover:border-brand-300 hover:bg-brand-50/60"
    >
      <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-500 transition-colors group-hover:bg-brand-500 group-hover:text-white">
        <Plus className="size-[18px]" aria-hidden="true" />
      </span>
      <span className="text-[12.5px] leading-4 font-semibold text-ink">
        {t('actors.grid.create')}
      </span>
      <span className="text-[11px] leading-[14px] text-ink-subtle">
        {t('actors.grid.createHint')}
      </span>
    </button>
  );
}
