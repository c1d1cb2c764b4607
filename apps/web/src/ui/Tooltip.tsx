import * as RadixTooltip from '@radix-ui/react-tooltip';
import { TOOLTIP_DELAY_MS, TOUCH_TOOLTIP_HIDE_MS } from '@talkreel/contract';
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';

export interface TooltipProps {
  content: ReactNode;
  /** One element that accepts a ref and event handlers (a button, a span). */
  children: ReactElement;
  /** Hover delay; 200 ms by default (core.md §2 shared UI). */
  delayMs?: number;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Where along the trigger it sits; 'end' lines it up with a trigger at the page's edge. */
  align?: 'start' | 'center' | 'end';
  /** While true the tooltip never opens (e.g. text that is not truncated). */
  disabled?: boolean;
}

/**
 * A small label on hover or keyboard focus. On touch screens a tap shows it and it hides by
 * itself after 2 s, since there is no pointer leaving to close it.
 */
export function Tooltip({
  content,
  children,
  delayMs = TOOLTIP_DELAY_MS,
  side = 'top',
  align = 'center',
  disabled,
}: TooltipProps) {
  const [open, setOpen] = useState(false);
  const touchUntil = useRef(0);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const onOpenChange = (next: boolean) => {
    if (disabled && next) return;
    // Radix closes on pointerdown; a touch-opened tooltip stays for its full 2 s.
    if (!next && Date.now() < touchUntil.current) return;
    setOpen(next);
  };
  const onPointerDown = (e: React.PointerEvent) => {
    if (e.pointerType !== 'touch' || disabled) return;
    touchUntil.current = Date.now() + TOUCH_TOOLTIP_HIDE_MS;
    setOpen(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      touchUntil.current = 0;
      setOpen(false);
    }, TOUCH_TOOLTIP_HIDE_MS);
  };

  return (
    <RadixTooltip.Provider delayDuration={delayMs} skipDelayDuration={300}>
      <RadixTooltip.Root open={open && !disabled} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild onPointerDown={onPointerDown}>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className="z-[60] max-w-[280px] rounded-lg bg-ink px-2.5 py-1.5 text-[12.5px] leading-[18px] font-medium break-words text-white shadow-[0_6px_20px_rgb(23_22_31/0.18)] animate-fade-in"
          >
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
