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
      // On a phone: a row of tabs above the section, scrolled sideways when it does not fit.
      className="w-56 shrink-0 border-r border-line p-3 max-md:flex max-md:w-full max-md:gap-1 max-md:overflow-x-auto max-md:border-r-0 max-md:border-b max-md:px-2 max-md:py-2"
    >
      {entries.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            clsx(
              'mb-1 flex h-10 items-center gap-2.5 rounded-[10px] px-3 text-[14px] font-medium whitespace-nowrap transition-colors max-md:mb-0 max-md:shrink-0',
              isActive
                ? 'bg-brand-50 text-brand-700'
                : 'text-ink-muted hover:bg-canvas hover:text-ink',
            )
          }
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
