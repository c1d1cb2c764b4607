import * as Dialog from '@radix-ui/react-dialog';
import { CircleHelp, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { appSettings } from '../../config';
import { DialogOverlay } from '../../ui/DialogOverlay';
import { Logo } from '../../ui/Logo';
import { useAreaSidebarSlot } from '../../ui/useAreaSidebarSlot';
import { MainNavEntries } from './MainNavEntries';
import { NavRailItem } from './NavRailItem';
import { UserMenu } from './UserMenu';

/**
 * The shell on a phone: a top bar with the menu button, the logo and the user menu; the menu
 * opens a drawer from the left with the main areas and the current area's sidebar (the
 * creation tree, the settings navigation). The drawer is a modal dialog: Escape, a tap outside
 * or the close button shut it, and so does any navigation.
 */
export function CompactNav() {
  const { t } = useTranslation();
  const location = useLocation();
  // Open "at" a location: a link in the drawer, a new project or any other navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const setSlot = useAreaSidebarSlot((s) => s.setElement);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOpenAt(next ? location.key : null)}>
      <header className="flex h-14 shrink-0 items-center gap-1 border-b border-line bg-white px-1.5">
        <Dialog.Trigger
          aria-label={t('shell.menu')}
          className="flex size-11 shrink-0 items-center justify-center rounded-xl text-ink transition-colors hover:bg-canvas"
        >
          <Menu className="size-[22px]" strokeWidth={1.9} aria-hidden="true" />
        </Dialog.Trigger>
        <Logo className="min-w-0" />
        <div className="ml-auto">
          <UserMenu expanded={false} inBar />
        </div>
      </header>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="nav-drawer"
          className="fixed inset-y-0 left-0 z-50 flex w-[min(320px,calc(100vw-48px))] flex-col bg-canvas shadow-[var(--shadow-pop)] outline-none motion-safe:animate-drawer-in"
        >
          <Dialog.Title className="sr-only">{t('shell.menu')}</Dialog.Title>
          <div className="flex h-14 shrink-0 items-center justify-between pr-1.5 pl-4">
            <Logo />
            <Dialog.Close
              aria-label={t('shell.closeMenu')}
              className="flex size-11 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-white hover:text-ink"
            >
              <X className="size-5" strokeWidth={1.9} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('shell.navigation')} className="flex flex-col gap-1 px-3 pb-3">
            <MainNavEntries expanded />
            <NavRailItem
              icon={CircleHelp}
              label={t('shell.faq')}
              expanded
              href={appSettings().faqUrl}
            />
          </nav>
          <div ref={setSlot} className="flex min-h-0 flex-1 flex-col border-t border-line" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
