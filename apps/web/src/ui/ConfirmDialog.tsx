import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { Trash2 } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogOverlay } from './DialogOverlay';
import { useReturnFocus } from './useReturnFocus';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called once when the user confirms; the dialog closes right after. */
  onConfirm(): void;
  title?: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` (default) for deletions, `primary` for other irreversible steps. */
  tone?: 'danger' | 'primary';
  /** Where focus goes on close when what opened the dialog is gone (see useReturnFocus). */
  fallbackFocus?(): HTMLElement | null;
}

/**
 * The shared confirmation (core.md §2 shared UI): by default "Permanently delete this content?",
 * "This cannot be undone", Cancel and Delete. Enter confirms, Escape closes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  fallbackFocus,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(open, fallbackFocus);
  const confirm = () => {
    onOpenChange(false);
    onConfirm();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // A focused button handles its own Enter (Cancel must stay Cancel); anywhere else confirms.
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    if (e.target instanceof HTMLButtonElement) return;
    e.preventDefault();
    confirm();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            confirmRef.current?.focus();
          }}
          // Opened from a menu, focus goes back to the menu's button, not to the closed menu.
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-32px)] max-w-[420px] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-pop)] outline-none animate-fade-in"
        >
          <div className="flex gap-4">
            {tone === 'danger' ? (
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-danger/10 text-danger">
                <Trash2 className="size-[18px]" aria-hidden="true" />
              </span>
            ) : null}
            <div className="min-w-0 pt-0.5">
              <Dialog.Title className="text-[16px] leading-6 font-semibold text-ink">
                {title ?? t('ui.confirm.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-[14px] leading-5 text-ink-muted">
                {description ?? t('ui.confirm.description')}
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex justify-end gap-2.5">
            <Dialog.Close className="h-9 rounded-[10px] border border-line bg-white px-4 text-[14px] font-medium text-ink transition-colors hover:bg-canvas max-md:h-10">
              {cancelLabel ?? t('ui.confirm.cancel')}
            </Dialog.Close>
            <button
              ref={confirmRef}
              type="button"
              onClick={confirm}
              className={clsx(
                'h-9 rounded-[10px] px-4 text-[14px] font-medium text-white transition-colors max-md:h-10',
                tone === 'danger'
                  ? 'bg-danger hover:bg-[#d63d42] active:bg-[#c2363b]'
                  : 'bg-brand-500 hover:bg-brand-600 active:bg-brand-700',
              )}
            >
              {confirmLabel ?? t('ui.confirm.delete')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
