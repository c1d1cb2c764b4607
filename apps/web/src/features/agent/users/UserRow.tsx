import {
  AgentUserAppState,
  type AgentUserItem,
  AgentUserStatus,
  type Camelize,
} from '@talkreel/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyableText } from '../../../ui/CopyableText';
import { formatDate } from '../../../ui/formatDate';
import { dashboardPaths } from '../dashboardPaths';
import { UserRowMenu } from './UserRowMenu';

export type AgentUser = Camelize<AgentUserItem>;

// Tight cells and capped id/e-mail widths let all ten columns fit beside the menu at 1280 px.
const td = 'px-2 py-3 text-[13.5px] text-ink align-middle first:pl-3 last:pr-3';
/** The pinned column's left shadow, shown while the table hides columns under it (UserTable). */
export const pinnedShadow =
  "before:pointer-events-none before:absolute before:inset-y-0 before:right-full before:w-3 before:bg-linear-to-l before:from-ink/10 before:to-transparent before:opacity-0 before:transition-opacity before:content-[''] group-data-[hidden-right]/users:before:opacity-100";
const pinnedCell = clsx(
  'sticky right-0 whitespace-nowrap bg-white text-right group-hover:bg-[color-mix(in_oklab,var(--color-canvas)_50%,white)]',
  pinnedShadow,
);

/** One row of the user table: the ten columns of creation.md §2. */
export function UserRow({
  agentId,
  user,
  onToggle,
  onDelete,
}: {
  agentId: string;
  user: AgentUser;
  onToggle(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const enabled = user.isAgent === AgentUserStatus.ENABLED;
  const verified = user.appState === AgentUserAppState.VERIFIED;
  return (
    <tr
      data-testid="agent-user-row"
      className="group border-b border-line last:border-b-0 hover:bg-canvas/50"
    >
      <td className={clsx(td, 'max-w-[160px] truncate font-medium')}>{user.username}</td>
      <td className={clsx(td, 'max-w-[104px] font-mono text-[12.5px] text-ink-muted')}>
        <CopyableText text={user.id} />
      </td>
      <td className={td}>
        <span
          className={clsx(
            'inline-flex h-6 items-center gap-1.5 rounded-full px-2 text-[12px] font-medium',
            enabled ? 'bg-success/10 text-success' : 'bg-ink/5 text-ink-muted',
          )}
        >
          <span
            className={clsx('size-1.5 rounded-full', enabled ? 'bg-success' : 'bg-ink-subtle')}
          />
          {t(enabled ? 'agent.users.status.enabled' : 'agent.users.status.disabled')}
        </span>
      </td>
      <td className={td}>{user.gender ? t(`agent.gender.${user.gender}`) : '—'}</td>
      <td className={clsx(td, 'max-w-[160px]')}>
        <CopyableText text={user.email} />
      </td>
      <td className={clsx(td, 'max-w-[140px] truncate')}>{user.company || '—'}</td>
      <td className={clsx(td, 'max-w-[140px] truncate')}>{user.personalTitle || '—'}</td>
      <td className={td}>
        <span className={verified ? 'text-brand-600' : 'text-ink-muted'}>
          {t(verified ? 'agent.users.appState.verified' : 'agent.users.appState.unverified')}
        </span>
      </td>
      {/* May wrap date over time where a long language leaves the table no room (de). */}
      <td className={clsx(td, 'text-ink-muted tabular-nums')}>{formatDate(user.createdAt)}</td>
      {/* Pinned over scrolled cells, so opaque: white under the row's hover tint, mixed to match. */}
      <td className={clsx(td, pinnedCell)} data-testid="pinned-actions">
        <span className="inline-flex items-center gap-1">
          <Link
            to={dashboardPaths.user(agentId, user.id)}
            className="rounded-lg px-2 py-1 text-[13px] font-medium text-brand-600 hover:bg-brand-50"
          >
            {t('agent.users.detail')}
          </Link>
          <UserRowMenu
            name={user.username}
            enabled={enabled}
            onToggle={onToggle}
            onDelete={onDelete}
          />
        </span>
      </td>
    </tr>
  );
}
