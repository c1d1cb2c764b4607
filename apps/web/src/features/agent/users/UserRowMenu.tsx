import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal, Power, PowerOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const itemClass =
  'flex h-9 cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 text-[13.5px] outline-none';

/** A row's menu (creation.md §2): the Enable/Disable toggle and Delete (behind a confirm). */
export function UserRowMenu({
  name,
  enabled,
  onToggle,
  onDelete,
}: {
  name: string;
  enabled: boolean;
  onToggle(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  // Let the menu close before a confirmation takes focus.
  const later = (action: () => void) => () => setTimeout(action, 0);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('agent.users.actionsFor', { name })}
        className="flex size-8 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-canvas hover:text-ink data-[state=open]:bg-canvas data-[state=open]:text-ink"
      >
        <MoreHorizontal className="size-[18px]" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 min-w-[180px] rounded-xl border border-line bg-white p-1 shadow-[var(--shadow-pop)] animate-fade-in"
        >
          <DropdownMenu.Item
            onSelect={onToggle}
            className={`${itemClass} text-ink data-[highlighted]:bg-canvas`}
          >
            {enabled ? (
              <PowerOff className="size-4 text-ink-muted" aria-hidden="true" />
            ) : (
              <Power className="size-4 text-ink-muted" aria-hidden="true" />
            )}
            {t(enabled ? 'agent.users.disable' : 'agent.users.enable')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={later(onDelete)}
            className={`${itemClass} text-danger data-[highlighted]:bg-danger/8`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('agent.users.delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
