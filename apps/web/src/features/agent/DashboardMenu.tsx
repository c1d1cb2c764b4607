import clsx from 'clsx';
import { Clock3, Users, Workflow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { dashboardPaths } from './dashboardPaths';

/** The three-entry dashboard menu (creation.md §2); the active entry is highlighted. */
export function DashboardMenu({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  const entries = [
    { to: dashboardPaths.users(agentId), label: t('agent.menu.users'), icon: Users },
    { to: dashboardPaths.workflow(agentId), label: t('agent.menu.workflow'), icon: Workflow },
    {
      to: dashboardPaths.subscription(agentId),
      label: t('agent.menu.subscription'),
      icon: Clock3,
    },
  ];
  return (
    <nav
      aria-label={t('agent.menu.label')}
      // w-52 (not wider) leaves the user table room for all its columns at 1280 px. On a phone: a
      // row of three equal tabs, icon over label, so all three fit 390 px in every language.
      className="w-52 shrink-0 border-r border-line p-3 max-md:flex max-md:w-full max-md:gap-1 max-md:border-r-0 max-md:border-b max-md:px-2 max-md:py-2"
    >
      {entries.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            clsx(
              // Long labels (de "Abonnement-Einstellungen") wrap rather than squeeze the icon.
              'mb-1 flex min-h-10 items-center gap-2.5 rounded-[10px] px-3 py-2 text-[14px] leading-snug font-medium transition-colors',
              'max-md:mb-0 max-md:min-w-0 max-md:flex-1 max-md:flex-col max-md:justify-center max-md:gap-1 max-md:px-1.5 max-md:py-1.5 max-md:text-center max-md:text-[12.5px] max-md:leading-tight',
              isActive
                ? 'bg-brand-50 text-brand-700'
                : 'text-ink-muted hover:bg-canvas hover:text-ink',
            )
          }
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
