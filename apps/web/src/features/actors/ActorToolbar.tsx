import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  ACTOR_CONDITIONS,
  ACTOR_ORDERS,
  type ActorCondition,
  type ActorOrder,
} from '@talkreel/contract';
import clsx from 'clsx';
import { ArrowUpDown, Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actorOrdersFor } from './actorSortOrders';

export interface ActorToolbarProps {
  condition: ActorCondition;
  order: ActorOrder;
  onCondition(condition: ActorCondition): void;
  onOrder(order: ActorOrder): void;
  filterButton: ReactNode;
}

/** Tabs All Actors / Favorites / My Actors, the sort menu and the filter button. */
export function ActorToolbar({
  condition,
  order,
  onCondition,
  onOrder,
  filterButton,
}: ActorToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-6 pb-3 max-md:gap-2 max-md:px-4">
      <div
        role="tablist"
        aria-label={t('actors.tabs.label')}
        className="inline-flex rounded-[11px] bg-canvas p-1 shadow-[inset_0_0_0_1px_var(--color-line)]"
      >
        {ACTOR_CONDITIONS.map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={c === condition}
            onClick={() => onCondition(c)}
            className={clsx(
              'h-8 rounded-lg px-3.5 text-[13px] font-medium transition-all duration-150 max-md:h-10 max-md:px-3',
              c === condition
                ? 'bg-white text-ink shadow-[0_1px_2px_rgb(23_22_31/0.08),0_0_0_1px_rgb(23_22_31/0.04)]'
                : 'text-ink-muted hover:text-ink',
            )}
          >
            {t(`actors.tabs.${c}`)}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            aria-label={t('actors.sort.label')}
            className="inline-flex h-9 items-center gap-2 rounded-[10px] border border-line bg-white px-3 text-[13px] font-medium text-ink transition-colors hover:bg-canvas max-md:h-10"
          >
            <ArrowUpDown className="size-4 text-ink-muted" aria-hidden="true" />
            {t(`actors.sort.${order}`)}
            <ChevronDown className="size-3.5 text-ink-subtle" aria-hidden="true" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-[180px] rounded-xl border border-line bg-white p-1 shadow-[var(--shadow-pop)] animate-fade-in"
            >
              <DropdownMenu.RadioGroup
                value={order}
                onValueChange={(v) => {
                  if ((ACTOR_ORDERS as readonly string[]).includes(v)) onOrder(v as ActorOrder);
                }}
              >
                {actorOrdersFor(condition).map((o) => (
                  <DropdownMenu.RadioItem
                    key={o}
                    value={o}
                    className="flex h-9 cursor-pointer items-center justify-between gap-3 rounded-lg px-2.5 text-[13px] text-ink outline-none data-[highlighted]:bg-canvas data-[state=checked]:font-medium"
                  >
                    {t(`actors.sort.${o}`)}
                    <DropdownMenu.ItemIndicator>
                      <Check className="size-4 text-brand-500" aria-hidden="true" />
                    </DropdownMenu.ItemIndicator>
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.RadioGroup>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        {filterButton}
      </div>
    </div>
  );
}
