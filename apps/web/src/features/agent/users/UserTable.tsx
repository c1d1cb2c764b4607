import clsx from 'clsx';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Spinner } from '../../../ui/Spinner';
import { type AgentUser, pinnedShadow, UserRow } from './UserRow';
import { useHiddenRight } from './useHiddenRight';
import { useUserActions } from './useUserActions';

const COLUMNS = [
  'name',
  'userId',
  'status',
  'gender',
  'email',
  'company',
  'personalTitle',
  'appState',
  'createdAt',
  'actions',
] as const;

/** The user table (creation.md §2) with its loading overlay and row actions. */
export function UserTable({
  agentId,
  users,
  loading,
}: {
  agentId: string;
  users: AgentUser[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const { toggle, remove } = useUserActions(agentId);
  const [deleting, setDeleting] = useState<AgentUser | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const hiddenRight = useHiddenRight(scroller);
  return (
    <div
      ref={scroller}
      data-hidden-right={hiddenRight || undefined}
      className="group/users relative overflow-x-auto rounded-2xl border border-line bg-white"
    >
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-line bg-canvas/60">
            {COLUMNS.map((c) => (
              <th
                key={c}
                scope="col"
                className={clsx(
                  'whitespace-nowrap px-2 py-2.5 text-[11.5px] font-semibold tracking-wide text-ink-muted uppercase first:pl-3 last:pr-3',
                  c === 'actions' && ['sticky right-0 bg-[#fafafc] text-right', pinnedShadow],
                )}
              >
                {t(`agent.users.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow
              key={user.id}
              agentId={agentId}
              user={user}
              onToggle={() => toggle.mutate(user.id)}
              onDelete={() => setDeleting(user)}
            />
          ))}
          {users.length === 0 && !loading ? (
            <tr>
              <td
                colSpan={COLUMNS.length}
                className="py-16 text-center text-[13.5px] text-ink-muted"
              >
                {t('agent.users.empty')}
              </td>
            </tr>
          ) : null}
          {users.length === 0 && loading ? (
            <tr>
              <td colSpan={COLUMNS.length} className="h-40" />
            </tr>
          ) : null}
        </tbody>
      </table>
      {loading ? (
        <div
          data-testid="users-loading"
          className="absolute inset-0 flex items-center justify-center bg-white/60 text-brand-500 backdrop-blur-[1px]"
        >
          <Spinner className="size-5" />
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('agent.users.deleteTitle', { name: deleting?.username ?? '' })}
        description={t('agent.users.deleteText')}
        confirmLabel={t('agent.users.delete')}
        onConfirm={() => {
          if (deleting) remove.mutate({ userId: deleting.id, lastOnPage: users.length === 1 });
        }}
      />
    </div>
  );
}
