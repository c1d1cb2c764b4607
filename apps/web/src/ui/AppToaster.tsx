import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@talkreel/contract';
import { lazy, Suspense, useEffect } from 'react';
import { toastChunk, toasterListening } from './toast';

const classNames = {
  toast:
    '!rounded-xl !border !border-line !bg-white !shadow-[var(--shadow-pop)] !font-sans !gap-3 !py-3.5',
  title: '!text-[13.5px] !font-semibold !text-ink',
  description: '!text-[13px] !text-ink-muted',
  error: '[&_[data-icon]]:!text-danger',
  success: '[&_[data-icon]]:!text-success',
};

// The library's own chunk; the Toaster says it listens after it has subscribed (a child's
// effects run before its parent's), so a notice sent while it loaded is shown, not lost.
const LoadedToaster = lazy(() =>
  toastChunk.load().then(({ Toaster }) => ({
    default: function ListeningToaster() {
      useEffect(() => toasterListening(), []);
      return (
        <Toaster
          position="bottom-right"
          duration={TOAST_DURATION_MS}
          visibleToasts={TOAST_MAX_VISIBLE}
          closeButton
          toastOptions={{ classNames }}
        />
      );
    },
  })),
);

/** The toast area at the bottom right (core.md §2 shared UI, §9 limits). */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  );
}
