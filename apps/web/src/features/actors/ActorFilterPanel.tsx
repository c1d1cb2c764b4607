import * as Popover from '@radix-ui/react-popover';
import { ACTOR_FILTER_CATEGORIES, type ActorFilterGroup } from '@talkreel/contract';
import clsx from 'clsx';
import { Check, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ActorFilters } from './actorsApi';
import { SKIN_TONE_SWATCHES } from './skinTones';
import { useFilterLabels } from './useFilterLabels';

export interface ActorFilterPanelProps {
  filters: ActorFilters;
  onToggle(group: ActorFilterGroup, value: string): void;
  onClear(): void;
}

/** The filter button and its panel of multi-select groups (creation.md §2). */
export function ActorFilterPanel({ filters, onToggle, onClear }: ActorFilterPanelProps) {
  const { t } = useTranslation();
  const label = useFilterLabels();
  const count = Object.values(filters).reduce((n, v) => n + (v?.length ?? 0), 0);

  return (
    <Popover.Root>
      <Popover.Trigger
        className={clsx(
          'inline-flex h-9 items-center gap-2 rounded-[10px] border px-3 text-[13px] font-medium transition-colors max-md:h-10',
          count
            ? 'border-brand-200 bg-brand-50 text-brand-700 hover:bg-brand-100'
            : 'border-line bg-white text-ink hover:bg-canvas',
        )}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t('actors.filters.button')}
        {count ? (
          <span className="flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand-500 px-1 text-[11px] font-semibold text-white">
            {count}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={16}
          aria-label={t('actors.filters.title')}
          className="z-50 w-[380px] max-w-[calc(100vw-32px)] rounded-2xl border border-line bg-white p-4 shadow-[var(--shadow-pop)] outline-none animate-fade-in"
        >
          <div className="mb-3 flex items-center justify-between">
            <p className="text-[14px] font-semibold text-ink">{t('actors.filters.title')}</p>
            <button
              type="button"
              onClick={onClear}
              disabled={!count}
              className="text-[12.5px] font-medium text-brand-600 hover:text-brand-700 disabled:text-ink-subtle max-md:-my-2.5 max-md:py-2.5"
            >
              {t('actors.filters.clear')}
            </button>
          </div>
          <div className="flex max-h-[min(460px,60vh)] flex-col gap-4 overflow-y-auto">
            {ACTOR_FILTER_CATEGORIES.map((category) => (
              <fieldset key={category.value} className="min-w-0">
                <legend className="mb-2 text-[11.5px] font-semibold tracking-wide text-ink-subtle uppercase">
                  {label.group(category.value)}
                </legend>
                <div className="flex flex-wrap gap-1.5">
                  {category.options.map((option) => {
                    const on = filters[category.value]?.includes(option.value) ?? false;
                    const swatch =
                      category.value === 'skin_tones' ? SKIN_TONE_SWATCHES[option.value] : null;
                    return (
                      <button
                        key={option.value}
                        type="button"
                        aria-pressed={on}
                        onClick={() => onToggle(category.value, option.value)}
                        className={clsx(
                          'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-[12.5px] font-medium transition-colors max-md:h-10',
                          on
                            ? 'border-brand-500 bg-brand-50 text-brand-700'
                            : 'border-line bg-white text-ink-muted hover:border-[#d9d8e3] hover:text-ink',
                          swatch && 'pl-1.5',
                        )}
                      >
                        {swatch ? (
                          <span
                            className="flex size-5 items-center justify-center rounded-full shadow-[inset_0_0_0_1px_rgb(0_0_0/0.08)]"
                            style={{ background: swatch }}
                            aria-hidden="true"
                          >
                            {on ? (
                              <Check
                                className="size-3 text-white drop-shadow-[0_0_1px_rgb(0_0_0/0.6)]"
                                strokeWidth={3}
                              />
                            ) : null}
                          </span>
                        ) : on ? (
                          <Check
                            className="-ml-0.5 size-3.5"
                            strokeWidth={2.5}
                            aria-hidden="true"
                          />
                        ) : null}
                        {label.value(category.value, option.value, option.label)}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
