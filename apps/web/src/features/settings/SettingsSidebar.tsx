import clsx from 'clsx';
import {
  KeyRound,
  LogOut,
  Palette,
  PanelLeftClose,
  PanelLeftOpen,
  UserRound,
  UsersRound,
  Webhook,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionStore } from '../../state/useSessionStore';
import { Avatar } from '../../ui/Avatar';
import { Tooltip } from '../../ui/Tooltip';
import { useCompactLayout } from '../../ui/useCompactLayout';
import { useLogout } from '../access/useLogout';
import { useSettingsSidebar } from './useSettingsSidebar';

const pages = [
  { to: '/settings/account/', icon: UserRound, key: 'settings.nav.account' },
  { to: '/settings/members/', icon: UsersRound, key: 'settings.nav.members' },
  { to: '/settings/brand-kit/', icon: Palette, key: 'settings.nav.brandKit' },
  { to: '/settings/api-keys/', icon: KeyRound, key: 'settings.nav.apiKeys' },
  { to: '/settings/webhooks/', icon: Webhook, key: 'settings.nav.webhooks' },
] as const;

/**
 * The settings sidebar (core.md §2 settings layout): Account, Members, Brand kit (issue 26), API
 * keys and Webhooks (issue 25), and at the bottom the user's name and e-mail with a logout
 * button. It folds to icons.
 */
export function SettingsSidebar() {
  const { t } = useTranslation();
  // In the phone menu drawer it is never folded (and has no fold button).
  const compact = useCompactLayout();
  const collapsed = useSettingsSidebar((s) => s.collapsed) && !compact;
  const toggle = useSettingsSidebar((s) => s.toggle);
  const account = useSessionStore((s) => s.account);
  const { pathname } = useLocation();
  const logout = useLogout();
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggleLabel = collapsed ? t('settings.expand') : t('settings.collapse');
  return (
    <aside
      aria-label={t('settings.title')}
      className={clsx(
        'flex h-full shrink-0 flex-col transition-[width] duration-200 ease-out',
        compact
          ? 'min-h-0 w-full flex-1 bg-canvas'
          : clsx('border-r border-line bg-white', collapsed ? 'w-[68px]' : 'w-[248px]'),
      )}
    >
      <div
        className={clsx(
          'flex h-16 shrink-0 items-center border-b border-line',
          collapsed ? 'justify-center' : 'justify-between pr-3 pl-5',
        )}
      >
        {collapsed ? null : (
          <h2 className="text-[15px] font-semibold tracking-[-0.01em] text-ink">
            {t('settings.title')}
          </h2>
        )}
        {compact ? null : (
          <Tooltip content={toggleLabel} side="right">
            <button
              type="button"
              onClick={toggle}
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
              className="flex size-8 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-canvas hover:text-ink"
            >
              <ToggleIcon className="size-[18px]" strokeWidth={1.8} aria-hidden="true" />
            </button>
          </Tooltip>
        )}
      </div>
      <nav
        aria-label={t('settings.nav.label')}
        className={clsx('flex flex-col gap-1 py-3', collapsed ? 'px-2.5' : 'px-3')}
      >
        {pages.map(({ to, icon: Icon, key }) => {
          // A plain class string: the tooltip's slot would mangle NavLink's class function.
          const active = pathname.startsWith(to);
          const link = (
            <Link
              key={to}
              to={to}
              aria-current={active ? 'page' : undefined}
              aria-label={collapsed ? t(key) : undefined}
              className={clsx(
                'group flex h-10 items-center rounded-xl text-[14px] font-medium transition-colors',
                collapsed ? 'justify-center' : 'gap-3 px-3',
                active
                  ? 'bg-brand-50 text-brand-700'
                  : 'text-ink-muted hover:bg-canvas hover:text-ink',
              )}
            >
              <Icon className="size-[18px] shrink-0" strokeWidth={1.8} aria-hidden="true" />
              {collapsed ? null : t(key)}
            </Link>
          );
          return collapsed ? (
            <Tooltip key={to} content={t(key)} side="right">
              {link}
            </Tooltip>
          ) : (
            link
          );
        })}
      </nav>
      <div
        className={clsx(
          'mt-auto flex items-center border-t border-line py-3',
          collapsed ? 'flex-col gap-2 px-2.5' : 'gap-2.5 pr-2 pl-4',
        )}
      >
        <Avatar name={account?.username} src={account?.avatar} size={collapsed ? 32 : 36} />
        {collapsed ? null : (
          <div className="min-w-0 flex-1" data-testid="settings-identity">
            <p className="truncate text-[13.5px] font-semibold text-ink">{account?.username}</p>
            <p className="truncate text-[12.5px] text-ink-muted">{account?.email}</p>
          </div>
        )}
        <Tooltip content={t('settings.logout')} side={collapsed ? 'right' : 'top'}>
          <button
            type="button"
            onClick={() => void logout()}
            aria-label={t('settings.logout')}
            className={clsx(
              'flex shrink-0 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-danger/10 hover:text-danger',
              compact ? 'size-10' : 'size-8',
            )}
          >
            <LogOut className="size-[17px]" strokeWidth={1.8} aria-hidden="true" />
          </button>
        </Tooltip>
      </div>
    </aside>
  );
}
