import { Crown, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../ui/RowMenu';
import type { ShownMember } from './shownMember';

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
  return (
    <RowMenu
      label={t('members.actions.label', { name: member.name })}
      wide
      items={[
        {
          label: t('members.actions.transfer'),
          icon: <Crown className="size-4 text-ink-muted" aria-hidden="true" />,
          onSelect: onTransfer,
          disabled: member.inviteStatusLabel !== null,
          confirms: true,
        },
        {
          label: t('members.actions.remove'),
          icon: <UserMinus className="size-4" aria-hidden="true" />,
          onSelect: onRemove,
          danger: true,
          confirms: true,
        },
      ]}
    />
  );
}
