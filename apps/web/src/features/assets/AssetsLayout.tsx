import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

const TABS = [
  { to: '/assets/actor/', key: 'pages.actors' },
  { to: '/assets/voice/', key: 'pages.voices' },
  { to: '/assets/template/', key: 'templates.tab' },
] as const;

/** The asset libraries (creation.md §2): actors and voices, one tab each, the page below. */
export function AssetsLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col">
      <header className="flex h-16 shrink-0 items-center border-b border-line px-8 max-md:h-14 max-md:px-4">
        <nav aria-label={t('assets.nav')} className="flex h-full items-stretch gap-7">
          {TABS.map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to}
              className={({ isActive }) =>
                clsx(
                  'relative flex items-center text-[17px] font-semibold tracking-[-0.01em] transition-colors',
                  isActive
                    ? 'text-ink after:absolute after:inset-x-0 after:-bottom-px after:h-0.5 after:rounded-full after:bg-brand-500'
                    : 'text-ink-subtle hover:text-ink-muted',
                )
              }
            >
              {t(tab.key)}
            </NavLink>
          ))}
        </nav>
      </header>
      <div className="min-h-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
