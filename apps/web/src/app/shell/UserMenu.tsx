import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';
import { ChevronsUpDown, LogOut, Settings } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/access/useLogout';
import { ProductDialogs } from '../../features/workspaces/ProductDialogs';
import { ProductList } from '../../features/workspaces/ProductList';
import { useSessionStore } from '../../state/useSessionStore';
import { Avatar } from '../../ui/Avatar';

const Row = ({
  icon,
  children,
  onClick,
}: {
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
}) => (
  <button
    type="button"
    onClick={onClick}
    className="flex h-10 w-full items-center gap-2.5 rounded-lg px-2.5 text-left text-[13.5px] text-ink hover:bg-canvas"
  >
    <span className="flex size-6 items-center justify-center text-ink-muted">{icon}</span>
    {children}
  </button>
);

/**
 * Avatar button at the bottom of the rail, or at the end of the phone top bar (`inBar`), and
 * its popup (core.md §2 "User menu popup").
 */
export function UserMenu({ expanded, inBar = false }: { expanded: boolean; inBar?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const account = useSessionStore((s) => s.account);
  const [open, setOpen] = useState(false);
  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={t('shell.userMenu')}
        className={clsx(
          'flex items-center rounded-xl transition-colors hover:bg-white data-[state=open]:bg-white data-[state=open]:shadow-sm',
          expanded
            ? 'w-full gap-2.5 p-2'
            : inBar
              ? 'size-11 justify-center'
              : 'mx-auto size-12 justify-center',
        )}
      >
        <Avatar name={account?.username} src={account?.avatar} size={32} />
        {expanded ? (
          <>
            <span className="min-w-0 flex-1 truncate text-left text-[13.5px] font-medium">
              {account?.username}
            </span>
            <ChevronsUpDown className="size-4 text-ink-subtle" aria-hidden="true" />
          </>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side={inBar ? 'bottom' : 'right'}
          align="end"
          sideOffset={inBar ? 6 : 14}
          collisionPadding={12}
          className="z-50 w-[300px] rounded-2xl border border-line bg-white p-1.5 shadow-[var(--shadow-pop)] animate-fade-in"
        >
          <button
            type="button"
            onClick={() => go('/settings/account/')}
            className="flex w-full items-center gap-3 rounded-xl p-2.5 text-left hover:bg-canvas"
          >
            <Avatar name={account?.username} src={account?.avatar} size={40} />
            <span className="min-w-0">
              <span className="block truncate text-[14px] font-semibold">{account?.username}</span>
              <span className="block truncate text-[12.5px] text-ink-muted">{account?.email}</span>
            </span>
          </button>
          <div className="my-1.5 h-px bg-line" />
          <ProductList onDone={() => setOpen(false)} />
          <div className="my-1.5 h-px bg-line" />
          <Row icon={<Settings className="size-4" />} onClick={() => go('/settings/members/')}>
            {t('userMenu.settingsAndMembers')}
          </Row>
          <Row
            icon={<LogOut className="size-4" />}
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            {t('userMenu.logout')}
          </Row>
        </Popover.Content>
      </Popover.Portal>
      {/* Outside the popup's content, so rename and delete dialogs outlive the popup. */}
      <ProductDialogs />
    </Popover.Root>
  );
}
