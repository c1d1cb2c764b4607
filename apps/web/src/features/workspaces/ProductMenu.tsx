import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { LogOut, Pencil, Plus, Settings, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../access/useLogout';
import { productMenuRules } from './productMenuRules';
import { useProductDialogs } from './useProductDialogs';
import { useWorkspaces } from './useWorkspaces';
import type { Workspace } from './workspaceTypes';

const itemClass =
  'flex h-9 cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 text-[13.5px] outline-none';

function Item({
  icon,
  children,
  danger,
  onSelect,
}: {
  icon: ReactNode;
  children: ReactNode;
  danger?: boolean;
  onSelect(): void;
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className={clsx(
        itemClass,
        danger
          ? 'text-danger data-[highlighted]:bg-danger/8'
          : 'text-ink data-[highlighted]:bg-canvas',
      )}
    >
      <span
        className={clsx('flex size-5 items-center justify-center', !danger && 'text-ink-muted')}
      >
        {icon}
      </span>
      {children}
    </DropdownMenu.Item>
  );
}

/**
 * The workspace menu of one product (core.md §2): New product, rename, delete, settings,
 * logout. Delete only shows for an owner when there is more than one product (§6).
 * `onDone` closes whatever popup holds the trigger.
 */
export function ProductMenu({
  product,
  children,
  onDone,
}: {
  product: Workspace;
  /** The trigger: one element that accepts a ref (rendered with asChild). */
  children: ReactNode;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { total, currentId, addWorkspace, selectWorkspace } = useWorkspaces();
  const dialogs = useProductDialogs();
  const rules = productMenuRules(product.role, total);
  // Let the menu (and its popup) close before a dialog takes focus.
  const later = (action: () => void) => () => {
    onDone?.();
    setTimeout(action, 0);
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{children}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="right"
          align="start"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 min-w-[210px] rounded-xl border border-line bg-white p-1 shadow-[var(--shadow-pop)] animate-fade-in"
        >
          <DropdownMenu.Label className="truncate px-2.5 pt-1.5 pb-1 text-[11.5px] font-medium tracking-[0.04em] text-ink-subtle uppercase">
            {product.name}
          </DropdownMenu.Label>
          {rules.canRename ? (
            <Item
              icon={<Pencil className="size-4" />}
              onSelect={later(() => dialogs.openRename(product))}
            >
              {t('workspaces.menu.rename')}
            </Item>
          ) : null}
          {rules.canDelete ? (
            <Item
              danger
              icon={<Trash2 className="size-4" />}
              onSelect={later(() => dialogs.openDelete(product))}
            >
              {t('workspaces.menu.delete')}
            </Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <Item
            icon={<Plus className="size-4" />}
            onSelect={() => {
              onDone?.();
              void addWorkspace();
            }}
          >
            {t('workspaces.menu.newProduct')}
          </Item>
          <Item
            icon={<Settings className="size-4" />}
            onSelect={() => {
              onDone?.();
              // The members page shows the current product: open this product's.
              if (product.id !== currentId) selectWorkspace(product.id);
              navigate('/settings/members/');
            }}
          >
            {t('workspaces.menu.settings')}
          </Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <Item
            icon={<LogOut className="size-4" />}
            onSelect={() => {
              onDone?.();
              void logout();
            }}
          >
            {t('workspaces.menu.logout')}
          </Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
