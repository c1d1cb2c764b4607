import clsx from 'clsx';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { MEMBER_GRID, MemberRow } from './MemberRow';
import { invitationCountOf, memberCountOf, type ShownMember } from './shownMember';
import { useMemberActions } from './useMemberActions';

type Pending = { kind: 'transfer' | 'remove'; member: ShownMember } | null;

/** The members table with its row actions and their confirmations (core.md §2, §6). */
export function MembersList({
  members,
  isLoading,
  viewerIsOwner,
  accountId,
  productName,
  queryKey,
}: {
  members: ShownMember[];
  isLoading: boolean;
  viewerIsOwner: boolean;
  accountId: string | null;
  productName: string;
  queryKey: readonly unknown[];
}) {
  const { t } = useTranslation();
  const { transfer, remove } = useMemberActions(queryKey);
  const [confirming, setConfirming] = useState<Pending>(null);
  const target = confirming?.member;
  const pendingInvitee = target?.inviteStatusLabel != null;
  const invitations = invitationCountOf(members);
  return (
    <section
      aria-labelledby="members-list"
      className="overflow-hidden rounded-2xl border border-line bg-white shadow-[0_1px_2px_rgb(23_22_31/0.04)]"
    >
      <div className="flex items-baseline justify-between px-5 pt-5 pb-3">
        <h2 id="members-list" className="text-[14.5px] font-semibold text-ink">
          {t('members.list.title')}
        </h2>
        {isLoading ? null : (
          <span className="text-[13px] text-ink-muted" data-testid="members-count">
            {t('members.list.count', { count: memberCountOf(members) })}
            {invitations ? ` · ${t('members.list.invitations', { count: invitations })}` : null}
          </span>
        )}
      </div>
      <div
        className={clsx(
          MEMBER_GRID,
          'border-y border-line bg-canvas/70 px-5 py-2 text-[11.5px] font-medium tracking-[0.04em] text-ink-subtle uppercase',
        )}
        aria-hidden="true"
      >
        <span>{t('members.list.member')}</span>
        <span className="max-md:hidden">{t('members.list.role')}</span>
        <span className="max-md:hidden">{t('members.list.joined')}</span>
        <span />
      </div>
      {isLoading ? (
        <ul aria-busy="true" className="divide-y divide-line">
          {[0, 1, 2].map((i) => (
            <li key={i} className={clsx(MEMBER_GRID, 'px-5 py-3.5')}>
              <div className="flex items-center gap-3">
                <span className="size-9 animate-pulse rounded-full bg-canvas" />
                <span className="h-3.5 w-40 animate-pulse rounded bg-canvas" />
              </div>
              <span className="h-3.5 w-16 animate-pulse rounded bg-canvas" />
              <span className="h-3.5 w-20 animate-pulse rounded bg-canvas" />
              <span />
            </li>
          ))}
        </ul>
      ) : members.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-5 py-12 text-center">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-500">
            <UsersRound className="size-5" aria-hidden="true" />
          </span>
          <p className="text-[13.5px] text-ink-muted">{t('members.list.empty')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {members.map((m) => (
            <MemberRow
              key={m.id}
              member={m}
              isViewer={m.id === accountId}
              showActions={viewerIsOwner && !m.isOwner}
              onTransfer={() => setConfirming({ kind: 'transfer', member: m })}
              onRemove={() => setConfirming({ kind: 'remove', member: m })}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming?.kind === 'transfer'}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        tone="primary"
        title={t('members.transfer.title', { name: target?.name ?? '' })}
        description={t('members.transfer.description', {
          name: target?.name ?? '',
          product: productName,
        })}
        confirmLabel={t('members.transfer.confirm')}
        cancelLabel={t('members.cancel')}
        onConfirm={() => target && transfer.mutate(target)}
      />
      <ConfirmDialog
        open={confirming?.kind === 'remove'}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={t(pendingInvitee ? 'members.remove.titlePending' : 'members.remove.title', {
          name: target?.name ?? '',
        })}
        description={t(
          pendingInvitee ? 'members.remove.descriptionPending' : 'members.remove.description',
          { product: productName },
        )}
        confirmLabel={t(
          pendingInvitee ? 'members.remove.confirmPending' : 'members.remove.confirm',
        )}
        cancelLabel={t(pendingInvitee ? 'members.remove.keepPending' : 'members.cancel')}
        onConfirm={() => target && remove.mutate(target)}
      />
    </section>
  );
}
