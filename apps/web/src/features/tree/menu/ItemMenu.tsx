import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { Ellipsis, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface MenuAction {
  label: string;
  icon: LucideIcon;
  onSelect(): void;
  danger?: boolean;
  disabled?: boolean;
  /**
   * The action puts focus somewhere itself (the rename text box): the closing menu must not
   * hand focus back to its trigger, or the box loses focus at once and its blur ends the edit.
   */
  takesFocus?: boolean;
}

/** The "…" menu of a folder or project (rename, move, download, delete). */
export function ItemMenu({
  actions,
  label,
  className,
  align = 'end',
  onOpenChange,
}: {
  actions: MenuAction[];
  /** Accessible name of the trigger, e.g. "More actions for Launch video". */
  label?: string;
  className?: string;
  align?: 'start' | 'end';
  onOpenChange?(open: boolean): void;
}) {
  const { t } = useTranslation();
  const chosenTakesFocus = useRef(false);
  return (
    <DropdownMenu.Root modal={false} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        aria-label={label ?? t('tree.actions.more')}
        onClick={(e) => e.stopPropagation()}
        onDoubleClick={(e) => e.stopPropagation()}
        onPointerDown={(e) => e.stopPropagation()}
        className={clsx(
          'flex size-7 shrink-0 items-center justify-center rounded-md text-ink-muted transition-colors max-md:size-10 hover:bg-black/5 hover:text-ink data-[state=open]:bg-black/5 data-[state=open]:text-ink',
          className,
        )}
      >
        <Ellipsis className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={4}
          collisionPadding={8}
          onClick={(e) => e.stopPropagation()}
          onCloseAutoFocus={(e) => {
            if (chosenTakesFocus.current) e.preventDefault();
            chosenTakesFocus.current = false;
          }}
          className="z-50 min-w-[200px] rounded-xl border border-line bg-white p-1 shadow-[var(--shadow-pop)] animate-fade-in"
        >
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action.label}
              disabled={action.disabled}
              onSelect={() => {
                chosenTakesFocus.current = Boolean(action.takesFocus);
                action.onSelect();
              }}
              className={clsx(
                'flex h-9 cursor-default items-center gap-2.5 rounded-lg px-2.5 text-[13.5px] outline-none select-none max-md:h-11 data-[disabled]:opacity-40',
                action.danger
                  ? 'text-danger data-[highlighted]:bg-danger/8'
                  : 'text-ink data-[highlighted]:bg-canvas',
              )}
            >
              <action.icon className="size-4 shrink-0 opacity-80" aria-hidden="true" />
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
