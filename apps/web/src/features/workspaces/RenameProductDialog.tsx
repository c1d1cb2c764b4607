import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DialogOverlay } from '../../ui/DialogOverlay';
import { useReturnFocus } from '../../ui/useReturnFocus';
import type { Workspace } from './workspaceTypes';

const NAME_MAX = 100;

/** Asks for a product's new name; Save needs a non-blank name that differs from the old one. */
export function RenameProductDialog({
  product,
  onClose,
  onRename,
}: {
  product: Workspace | null;
  onClose(): void;
  onRename(product: Workspace, name: string): void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [name, setName] = useState('');
  useEffect(() => {
    if (product) setName(product.name);
  }, [product]);
  const returnFocus = useReturnFocus(product !== null);
  const trimmed = name.trim();
  const canSave = Boolean(product) && trimmed !== '' && trimmed !== product?.name;
  return (
    <Dialog.Root open={product !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-32px)] max-w-[420px] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-pop)] outline-none animate-fade-in"
        >
          <Dialog.Title className="text-[16px] leading-6 font-semibold text-ink">
            {t('workspaces.rename.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-[14px] leading-5 text-ink-muted">
            {t('workspaces.rename.description')}
          </Dialog.Description>
          <form
            className="mt-5"
            onSubmit={(e) => {
              e.preventDefault();
              if (!canSave || !product) return;
              onRename(product, trimmed);
              onClose();
            }}
          >
            <label htmlFor={inputId} className="mb-1.5 block text-[13px] font-medium text-ink">
              {t('workspaces.rename.label')}
            </label>
            <input
              id={inputId}
              value={name}
              maxLength={NAME_MAX}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
              onFocus={(e) => e.currentTarget.select()}
              className="h-11 w-full rounded-xl border border-line bg-white px-3.5 text-[15px] text-ink outline-none transition-[border-color,box-shadow] duration-150 focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
            />
            <div className="mt-6 flex justify-end gap-2.5">
              <Dialog.Close asChild>
                <Button variant="outline" size="sm" className="h-9 px-4 text-[14px]">
                  {t('workspaces.rename.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" size="sm" disabled={!canSave} className="h-9 px-4 text-[14px]">
                {t('workspaces.rename.save')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
