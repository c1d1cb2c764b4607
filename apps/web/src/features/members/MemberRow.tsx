import clsx from 'clsx';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar';
import { formatDate } from '../../ui/formatDate';
import { TruncatedText } from '../../ui/TruncatedText';
import { MemberActionsMenu } from './MemberActionsMenu';
import type { ShownMember } from './shownMember';

// On a phone: the member across the row, role and joined date on a second line under it.
export const MEMBER_GRID =
  'grid grid-cols-[minmax(0,1fr)_196px_120px_40px] items-center gap-4 max-md:grid-cols-[minmax(0,1fr)_auto_40px] max-md:gap-x-3 max-md:gap-y-1';

/** One member: avatar, name and e-mail, role (and "To be accepted"), join date, actions. */
export function MemberRow({
  member,
  isViewer,
  showActions,
  onTransfer,
  onRemove,
}: {
  member: ShownMember;
  isViewer: boolean;
  /** Only the owner sees actions, and never on the owner's own row. */
  showActions: boolean;
  onTransfer(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const pending = member.inviteStatusLabel !== null;
  const date = formatDate(member.joinDate);
  return (
    <li className={clsx(MEMBER_GRID, 'px-5 py-3.5 max-md:px-4')} data-testid="member-row">
      <div className="flex min-w-0 items-center gap-3 max-md:col-span-2">
        {pending ? (
          // Nobody has joined yet: an envelope rather than initials of an address.
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full border border-dashed border-[#d6d5e0] bg-canvas text-ink-subtle"
            aria-hidden="true"
          >
            <Mail className="size-4" />
          </span>
        ) : (
          <Avatar name={member.name} src={member.avatar} size={36} />
        )}
        <div className="min-w-0">
          <div className="flex min-w-0 items-center gap-2">
            <TruncatedText text={member.name} className="text-[14px] font-medium text-ink" />
            {isViewer ? (
              <span className="shrink-0 rounded-md bg-canvas px-1.5 py-0.5 text-[11px] font-medium text-ink-muted">
                {t('members.you')}
              </span>
            ) : null}
          </div>
          {/* A pending invitee's name is their e-mail: not worth saying twice. */}
          {member.name === member.email ? null : (
            <TruncatedText text={member.email} className="text-[12.5px] text-ink-muted" />
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1.5 max-md:col-start-1 max-md:row-start-2 max-md:pl-12">
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-[12px] font-medium',
            member.isOwner ? 'bg-brand-50 text-brand-700' : 'bg-canvas text-ink-muted',
          )}
        >
          {t(`members.role.${member.roleLabel}`)}
        </span>
        {member.inviteStatusLabel ? (
          <span
            className={clsx(
              'rounded-full px-2 py-0.5 text-[12px] font-medium',
              member.inviteStatusLabel === 'inviteExpired'
                ? 'bg-[#fde8e8] text-[#b42318]'
                : 'bg-[#fff4e0] text-[#a35c00]',
            )}
          >
            {t(`members.${member.inviteStatusLabel}`)}
          </span>
        ) : null}
      </div>
      <span className="text-[13px] tabular-nums text-ink-muted max-md:col-start-2 max-md:row-start-2 max-md:text-right max-md:text-[12px]">
        {/* Under "Joined", an invitee's date is when they were invited: said so, not passed off
            as a join date. */}
        {pending ? (
          <>
            <span className="max-md:hidden">{t('members.invitedOn', { date })}</span>
            {/* A phone's row is narrow and its "To be accepted" badge already says it. */}
            <span className="md:hidden">{date}</span>
          </>
        ) : (
          date
        )}
      </span>
      <div className="flex justify-end max-md:col-start-3 max-md:row-span-2 max-md:row-start-1">
        {showActions ? (
          <MemberActionsMenu member={member} onTransfer={onTransfer} onRemove={onRemove} />
        ) : null}
      </div>
    </li>
  );
}
