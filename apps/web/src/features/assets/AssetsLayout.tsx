import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';

/** Each tab and the paths it stands for: a batch's page belongs to its templates. */
const TABS = [
  { to: '/assets/actor/', key: 'pages.actors', paths: ['/assets/actor'] },
  { to: '/assets/voice/', key: 'pages.voices', paths: ['/assets/voice'] },
  { to: '/assets/template/', key: 'templates.tab', paths: ['/assets/template', '/assets/batch'] },
] as const;

const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/** The asset libraries (creation.md §2): actors and voices, one tab each, the page below. */
export function AssetsLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex h-full flex-col">
      <header className="flex h-16 shrink-0 items-center border-b border-line px-8 max-md:h-14 max-md:px-4">
        <nav aria-label={t('assets.nav')} className="flex h-full items-stretch gap-7">
          {TABS.map((tab) => {
            const active = tab.paths.some((path) => isUnder(pathname, path));
            return (
              <Link
                key={tab.to}
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'relative flex items-center text-[17px] font-semibold tracking-[-0.01em] transition-colors',
                  active
                    ? 'text-ink after:absolute after:inset-x-0 after:-bottom-px after:h-0.5 after:rounded-full after:bg-brand-500'
                    : 'text-ink-subtle hover:text-ink-muted',
                )}
              >
                {t(tab.key)}
              </Link>
            );
          })}
        </nav>
      </header>
      <div className="min-h-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
