import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';

const itemClass =
  'flex h-9 cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 text-[13.5px] outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-45';

export interface RowMenuItem {
  label: string;
  icon: ReactNode;
  onSelect(): void;
  /** Red, for what removes something. */
  danger?: boolean;
  disabled?: boolean;
  /** Opens a confirmation: wait for the menu to close so the confirmation can take focus. */
  confirms?: boolean;
}

/** The "…" menu at the end of a table row (members, an agent's users). */
export function RowMenu({
  label,
  items,
  wide,
}: {
  label: string;
  items: RowMenuItem[];
  wide?: boolean;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className="flex size-8 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-canvas hover:text-ink data-[state=open]:bg-canvas data-[state=open]:text-ink max-md:size-10"
      >
        <MoreHorizontal className="size-[18px]" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className={clsx(
            'z-50 rounded-xl border border-line bg-white p-1 shadow-[var(--shadow-pop)] animate-fade-in',
            wide ? 'min-w-[230px]' : 'min-w-[180px]',
          )}
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              disabled={item.disabled}
              onSelect={item.confirms ? () => setTimeout(item.onSelect, 0) : item.onSelect}
              className={clsx(
                itemClass,
                item.danger
                  ? 'text-danger data-[highlighted]:bg-danger/8'
                  : 'text-ink data-[highlighted]:bg-canvas',
              )}
            >
              {item.icon}
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
