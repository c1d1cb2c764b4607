import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@talkreel/contract';
import { Toaster } from 'sonner';

/** The toast area at the bottom right (core.md §2 shared UI, §9 limits). */
export function AppToaster() {
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_MAX_VISIBLE}
      closeButton
      toastOptions={{
        classNames: {
          toast:
            '!rounded-xl !border !border-line !bg-white !shadow-[var(--shadow-pop)] !font-sans !gap-3 !py-3.5',
          title: '!text-[13.5px] !font-semibold !text-ink',
          description: '!text-[13px] !text-ink-muted',
          error: '[&_[data-icon]]:!text-danger',
          success: '[&_[data-icon]]:!text-success',
        },
      }}
    />
  );
}
