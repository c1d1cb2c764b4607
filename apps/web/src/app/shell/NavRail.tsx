import clsx from 'clsx';
import { CircleHelp, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../config';
import { useUiStore } from '../../state/useUiStore';
import { Logo } from '../../ui/Logo';
import { MainNavEntries } from './MainNavEntries';
import { NavRailItem } from './NavRailItem';
import { UserMenu } from './UserMenu';

/** The main shell's left rail (core.md §2 "Main shell"). */
export function NavRail() {
  const { t } = useTranslation();
  const expanded = useUiStore((s) => s.railExpanded);
  const toggle = useUiStore((s) => s.toggleRail);
  const ToggleIcon = expanded ? PanelLeftClose : PanelLeftOpen;

  return (
    <nav
      aria-label={t('shell.navigation')}
      className={clsx(
        'flex h-full shrink-0 flex-col border-r border-line bg-canvas transition-[width] duration-200 ease-out',
        expanded ? 'w-[220px]' : 'w-[80px]',
      )}
    >
      <div
        className={clsx('flex h-16 shrink-0 items-center', expanded ? 'px-5' : 'justify-center')}
      >
        <Logo withName={expanded} />
      </div>
      <div className={clsx('mt-2 flex flex-col gap-1', expanded ? 'px-3' : 'px-2.5')}>
        <MainNavEntries expanded={expanded} />
      </div>
      <div className={clsx('mt-auto flex flex-col gap-1 pb-4', expanded ? 'px-3' : 'px-2.5')}>
        <NavRailItem
          icon={CircleHelp}
          label={t('shell.faq')}
          expanded={expanded}
          href={appSettings().faqUrl}
        />
        <button
          type="button"
          onClick={toggle}
          aria-label={expanded ? t('shell.collapse') : t('shell.expand')}
          title={expanded ? t('shell.collapse') : t('shell.expand')}
          className={clsx(
            'flex h-10 items-center rounded-xl text-ink-muted transition-colors hover:bg-white/70 hover:text-ink',
            expanded ? 'gap-3 px-3 text-[14px] font-medium' : 'justify-center',
          )}
        >
          <ToggleIcon className="size-5" strokeWidth={1.8} aria-hidden="true" />
          {expanded ? t('shell.collapse') : null}
        </button>
        <div className="my-1 h-px bg-line" />
        <UserMenu expanded={expanded} />
      </div>
    </nav>
  );
}
