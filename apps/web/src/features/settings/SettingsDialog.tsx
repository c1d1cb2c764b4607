import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogOverlay } from '../../ui/DialogOverlay';
import { FULL_SCREEN_ON_PHONE } from '../../ui/fullScreenOnPhone';
import { useReturnFocus } from '../../ui/useReturnFocus';

const BOX = `fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-32px)] w-[calc(100vw-32px)] max-w-[520px] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-[var(--shadow-pop)] outline-none animate-fade-in ${FULL_SCREEN_ON_PHONE}`;

/**
 * The box of the API keys' and webhooks' dialogs: a header, a scrolling body, a footer; the
 * whole screen on a phone. `holdOpen`: a click outside does not close it (a secret is shown).
 */
export function SettingsDialog({
  open,
  onClose,
  holdOpen = false,
  testId,
  children,
}: {
  open: boolean;
  onClose(): void;
  holdOpen?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          onInteractOutside={(e) => {
            if (holdOpen) e.preventDefault();
          }}
          data-testid={testId}
          className={BOX}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function SettingsDialogHeader({ icon, title }: { icon: ReactNode; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-3 border-b border-line px-6 py-4 max-md:px-4">
      <Dialog.Title className="flex min-w-0 items-center gap-2.5 text-[16px] font-semibold text-ink">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          {icon}
        </span>
        {title}
      </Dialog.Title>
      <Dialog.Close
        aria-label={t('settings.dialog.close')}
        className="flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-ink max-md:size-10"
      >
        <X className="size-4" aria-hidden="true" />
      </Dialog.Close>
    </div>
  );
}

export function SettingsDialogBody({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-6 py-5 max-md:px-4">{children}</div>
  );
}

export function SettingsDialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex justify-end gap-2.5 border-t border-line px-6 py-4 max-md:px-4">
      {children}
    </div>
  );
}

export const SettingsDialogDescription = ({ children }: { children: ReactNode }) => (
  <Dialog.Description className="text-[13.5px] leading-5 text-ink-muted">
    {children}
  </Dialog.Description>
);
