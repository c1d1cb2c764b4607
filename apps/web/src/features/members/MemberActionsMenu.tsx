import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Crown, MoreHorizontal, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ShownMember } from './shownMember';

const itemClass =
  'flex h-9 cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 text-[13.5px] outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-45';

/** The row menu of a non-owner (core.md §6): transfer (not for pending invitees) and remove. */
export function MemberActionsMenu({
  member,
  onTransfer,
  onRemove,
}: {
  member: ShownMember;
  onTransfer(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  // Let the menu close before a confirmation takes focus.
  const later = (action: () => void) => () => setTimeout(action, 0);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('members.actions.label', { name: member.name })}
        className="flex size-8 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-canvas hover:text-ink data-[state=open]:bg-canvas data-[state=open]:text-ink"
      >
        <MoreHorizontal className="size-[18px]" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 min-w-[230px] rounded-xl border border-line bg-white p-1 shadow-[var(--shadow-pop)] animate-fade-in"
        >
          <DropdownMenu.Item
            disabled={member.inviteStatusLabel !== null}
            onSelect={later(onTransfer)}
            className={`${itemClass} text-ink data-[highlighted]:bg-canvas`}
          >
            <Crown className="size-4 text-ink-muted" aria-hidden="true" />
            {t('members.actions.transfer')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={later(onRemove)}
            className={`${itemClass} text-danger data-[highlighted]:bg-danger/8`}
          >
            <UserMinus className="size-4" aria-hidden="true" />
            {t('members.actions.remove')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
