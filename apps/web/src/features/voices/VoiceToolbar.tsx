import { FILTER_ALL, type VoiceCondition } from '@talkreel/contract';
import clsx from 'clsx';
import { LayoutGrid, ListFilter, Rows3, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VoiceView } from './useVoiceSettingsStore';
import { VoiceMenu } from './VoiceMenu';
import type { VoiceFilterGroup, VoiceFilters } from './voiceQuery';

/** The condition menu (creation.md §2); default_voices is a server condition with no entry. */
export const CONDITION_MENU: VoiceCondition[] = [
  'all_voices',
  'starred_voices',
  'recently_used',
  'my_voices',
];

export interface VoiceToolbarProps {
  name: string;
  nameTooLong: boolean;
  onName(name: string): void;
  condition: string;
  onCondition(condition: string): void;
  groups: VoiceFilterGroup[] | null;
  filters: VoiceFilters;
  onFilter(group: string, value: string): void;
  view: VoiceView;
  onView(view: VoiceView): void;
}

/** Search by name, the condition menu, one menu per filter group and the view switch. */
export function VoiceToolbar(props: VoiceToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 px-6 pb-3 max-md:px-4">
      <label
        className={clsx(
          'flex h-9 w-[220px] items-center gap-2 rounded-[10px] border bg-white px-2.5 transition-colors max-md:h-10',
          props.nameTooLong
            ? 'border-danger focus-within:shadow-[0_0_0_3px_rgb(229_72_77/0.15)]'
            : 'border-line focus-within:border-brand-400 focus-within:shadow-[0_0_0_3px_var(--color-brand-100)]',
        )}
      >
        <Search className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
        <input
          type="search"
          value={props.name}
          onChange={(e) => props.onName(e.target.value)}
          placeholder={t('voices.search.placeholder')}
          aria-label={t('voices.search.label')}
          aria-invalid={props.nameTooLong || undefined}
          className="min-w-0 flex-1 bg-transparent text-[13px] text-ink outline-none placeholder:text-ink-subtle [&::-webkit-search-cancel-button]:hidden"
        />
        {props.name ? (
          <button
            type="button"
            aria-label={t('voices.search.clear')}
            onClick={() => props.onName('')}
            className="flex size-5 items-center justify-center rounded-full text-ink-subtle hover:bg-canvas hover:text-ink"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        ) : null}
      </label>
      <VoiceMenu
        label={t('voices.condition.label')}
        value={props.condition}
        onChange={props.onCondition}
        active={props.condition !== 'all_voices'}
        icon={<ListFilter className="size-4 shrink-0 opacity-70" aria-hidden="true" />}
        options={CONDITION_MENU.map((c) => ({ value: c, label: t(`voices.condition.${c}`) }))}
      />
      {props.groups?.map((g) => (
        <VoiceMenu
          key={g.group}
          label={g.label}
          value={props.filters[g.group] ?? FILTER_ALL}
          onChange={(v) => props.onFilter(g.group, v)}
          active={(props.filters[g.group] ?? FILTER_ALL) !== FILTER_ALL}
          options={g.options}
        />
      ))}
      <div className="ml-auto inline-flex rounded-[10px] bg-canvas p-0.5 shadow-[inset_0_0_0_1px_var(--color-line)]">
        {(
          [
            ['table', Rows3],
            ['cards', LayoutGrid],
          ] as const
        ).map(([view, Icon]) => (
          <button
            key={view}
            type="button"
            aria-pressed={props.view === view}
            aria-label={t(`voices.view.${view}`)}
            onClick={() => props.onView(view)}
            className={clsx(
              'flex h-8 w-8 items-center justify-center rounded-lg transition-all max-md:h-10 max-md:w-10',
              props.view === view
                ? 'bg-white text-ink shadow-[0_1px_2px_rgb(23_22_31/0.08),0_0_0_1px_rgb(23_22_31/0.04)]'
                : 'text-ink-subtle hover:text-ink',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        ))}
      </div>
    </div>
  );
}
