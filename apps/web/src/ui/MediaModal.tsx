import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { DialogOverlay } from './DialogOverlay';
import { FULL_SCREEN_ON_PHONE } from './fullScreenOnPhone';
import { useReturnFocus } from './useReturnFocus';

const navButton =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink shadow-[var(--shadow-pop)] transition-[transform,background-color] hover:scale-105 hover:bg-white max-md:top-[40%]';

/** Labels of the frame's own controls, in the caller's words (each area has its strings). */
export interface MediaModalLabels {
  title: string;
  close: string;
  previous: string;
  next: string;
  /** "2 / 5", shown under the heading when there is more than one item. */
  position: string;
}

/**
 * The frame the play modal and the actor preview share (creation.md §2): at most 600 px high, a
 * 9:16 media column (the media's own shape when it has another, issue 26), a side panel with heading, details and actions, and previous/next buttons
 * outside the box (inside it on narrow screens) when there is more than one item.
 */
export function MediaModal({
  width,
  narrowAt,
  heading,
  labels,
  count,
  onStep,
  onClose,
  media,
  mediaRef,
  onOpenAutoFocus,
  children,
  actions,
  mediaAspect = 9 / 16,
}: {
  /** The box's width in px (the spec's figure for each modal). */
  width: 760 | 1055;
  /** Below this viewport width the arrows move inside the box. */
  narrowAt: 1000 | 1200;
  heading: string;
  labels: MediaModalLabels;
  count: number;
  onStep(step: -1 | 1): void;
  onClose(): void;
  media: ReactNode;
  mediaRef?: RefObject<HTMLDivElement | null>;
  onOpenAutoFocus(e: Event): void;
  children: ReactNode;
  actions: ReactNode;
  /**
   * Width ÷ height of the media (default 9:16). A square or upright shape sets the column's
   * width from the full height; a wide one (16:9) would be wider than the box at full height, so
   * it takes 62 % of the box and shows whole in its middle.
   */
  mediaAspect?: number;
}) {
  const many = count > 1;
  const wide = mediaAspect > 1;
  // Mounted only while shown: the card that opened it gets focus back.
  const returnFocus = useReturnFocus(true);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay tone="dark" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={returnFocus}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 flex h-[min(600px,calc(100vh-48px))] -translate-x-1/2 -translate-y-1/2 rounded-[20px] bg-white shadow-[0_30px_80px_-20px_rgb(0_0_0/0.5)] outline-none animate-fade-in',
            // On a phone: the whole screen, heading on top, the media, then details and actions.
            'max-md:flex-col',
            FULL_SCREEN_ON_PHONE,
            width === 1055 ? 'w-[min(1055px,calc(100vw-48px))]' : 'w-[min(760px,calc(100vw-48px))]',
          )}
        >
          <Dialog.Title className="sr-only">{labels.title}</Dialog.Title>
          <div
            ref={mediaRef}
            className={clsx(
              'h-full shrink-0 overflow-hidden rounded-l-[20px] bg-black max-md:aspect-auto! max-md:h-auto max-md:min-h-0 max-md:w-full max-md:flex-[3] max-md:rounded-none',
              wide && 'w-[62%]',
            )}
            style={wide ? undefined : { aspectRatio: mediaAspect }}
            data-media-aspect={mediaAspect.toFixed(3)}
          >
            {media}
          </div>
          <div className="flex min-w-0 flex-1 flex-col max-md:contents">
            <div className="flex items-start justify-between gap-3 border-b border-line px-6 pt-5 pb-4 max-md:order-first max-md:items-center max-md:px-4 max-md:py-2">
              <div className="min-w-0">
                <p className="truncate text-[17px] font-semibold tracking-[-0.01em] text-ink">
                  {heading}
                </p>
                {many ? (
                  <p className="mt-0.5 text-[12.5px] text-ink-subtle tabular-nums">
                    {labels.position}
                  </p>
                ) : null}
              </div>
              <Dialog.Close
                aria-label={labels.close}
                className="-mr-2 flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-ink max-md:size-10"
              >
                <X className="size-4" aria-hidden="true" />
              </Dialog.Close>
            </div>
            {children}
            <div className="flex gap-2.5 border-t border-line px-6 py-4 max-md:px-4 max-md:py-3">
              {actions}
            </div>
          </div>
          {many ? (
            <>
              <StepButton
                side="left"
                narrowAt={narrowAt}
                label={labels.previous}
                onClick={() => onStep(-1)}
              />
              <StepButton
                side="right"
                narrowAt={narrowAt}
                label={labels.next}
                onClick={() => onStep(1)}
              />
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Previous or next: outside the box, moved inside it below `narrowAt` px of viewport. */
function StepButton({
  side,
  narrowAt,
  label,
  onClick,
}: {
  side: 'left' | 'right';
  narrowAt: 1000 | 1200;
  label: string;
  onClick(): void;
}) {
  // Whole class names, so Tailwind finds each one in the source.
  const place = {
    left: { 1000: '-left-16 max-[1000px]:left-3', 1200: '-left-16 max-[1200px]:left-3' },
    right: { 1000: '-right-16 max-[1000px]:right-3', 1200: '-right-16 max-[1200px]:right-3' },
  }[side][narrowAt];
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button type="button" aria-label={label} onClick={onClick} className={clsx(navButton, place)}>
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
