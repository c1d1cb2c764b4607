import { ACTOR_FILTER_CATEGORIES, type ActorFilterGroup } from '@talkreel/contract';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ActorFilters } from './actorsApi';
import { SKIN_TONE_SWATCHES } from './skinTones';
import { useFilterLabels } from './useFilterLabels';

/** The chosen filter values as chips under the toolbar; clicking one removes it. */
export function ChosenFilters({
  filters,
  onRemove,
  onClear,
}: {
  filters: ActorFilters;
  onRemove(group: ActorFilterGroup, value: string): void;
  onClear(): void;
}) {
  const { t } = useTranslation();
  const label = useFilterLabels();
  const chips = ACTOR_FILTER_CATEGORIES.flatMap((category) =>
    category.options
      .filter((o) => filters[category.value]?.includes(o.value))
      .map((o) => ({
        group: category.value,
        value: o.value,
        text: label.value(category.value, o.value, o.label),
      })),
  );
  if (!chips.length) return null;
  return (
    <ul
      aria-label={t('actors.filters.chosen')}
      className="flex flex-wrap items-center gap-1.5 px-6 pb-3"
    >
      {chips.map((chip) => {
        const swatch = chip.group === 'skin_tones' ? SKIN_TONE_SWATCHES[chip.value] : null;
        return (
          <li key={`${chip.group}:${chip.value}`}>
            <button
              type="button"
              onClick={() => onRemove(chip.group, chip.value)}
              aria-label={t('actors.filters.remove', { name: chip.text })}
              className="inline-flex h-7 items-center gap-1.5 rounded-full bg-brand-50 pr-2 pl-2.5 text-[12px] font-medium text-brand-700 transition-colors hover:bg-brand-100"
            >
              {swatch ? (
                <span
                  className="size-3.5 rounded-full shadow-[inset_0_0_0_1px_rgb(0_0_0/0.1)]"
                  style={{ background: swatch }}
                  aria-hidden="true"
                />
              ) : null}
              {chip.text}
              <X className="size-3.5 opacity-70" aria-hidden="true" />
            </button>
          </li>
        );
      })}
      <li>
        <button
          type="button"
          onClick={onClear}
          className="h-7 px-2 text-[12px] font-medium text-ink-muted hover:text-ink"
        >
          {t('actors.filters.clear')}
        </button>
      </li>
    </ul>
  );
}
