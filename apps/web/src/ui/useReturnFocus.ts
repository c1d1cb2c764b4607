import { useCallback, useLayoutEffect, useRef } from 'react';

interface Opener {
  element: HTMLElement;
  /** Its ancestors when the dialog opened, nearest first: where to look once it is gone. */
  area: HTMLElement[];
}

const FOCUSABLE = [
  'button',
  '[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[tabindex]',
]
  .map((s) => `${s}:not([disabled]):not([tabindex="-1"])`)
  .join(',');

/**
 * The opener of a dialog closing in this very commit, and what had focus in it, for a dialog
 * opening in its place.
 */
let handedOver: { opener: Opener | null; focus: Element | null } | null = null;

/** What had focus last, kept when it leaves the page (a menu item, with its menu). */
let lastFocused: Element | null = null;
let tracking = false;
function trackFocus() {
  if (tracking) return;
  tracking = true;
  document.addEventListener('focusin', (e) => {
    lastFocused = e.target instanceof Element ? e.target : null;
  });
}

/**
 * What opened the dialog. A menu item's menu may already be gone (focus on <body>), and its
 * button not focused again yet: the item, kept as last focused, still leads to that button.
 */
function openerOf(active: Element | null): Opener | null {
  const from =
    active && active !== document.body ? active : lastFocused?.isConnected ? null : lastFocused;
  if (!(from instanceof HTMLElement)) return null;
  const menu = from.closest('[role="menu"]');
  const trigger = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  const element = trigger instanceof HTMLElement ? trigger : from;
  const area: HTMLElement[] = [];
  for (let p = element.parentElement; p && p !== document.body; p = p.parentElement) area.push(p);
  return { element, area };
}

const unfocused = () => !document.activeElement || document.activeElement === document.body;

function focused(element: HTMLElement | null | undefined): element is HTMLElement {
  if (!element?.isConnected) return false;
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}

/** The first control still on the page in the nearest part of it that held the opener. */
function focusArea(area: HTMLElement[]): HTMLElement | null {
  for (const part of area) {
    const control = part.isConnected ? part.querySelector<HTMLElement>(FOCUSABLE) : null;
    if (focused(control)) return control;
  }
  return null;
}

/**
 * The element focus went back to may leave the page just after (the row removed once the
 * confirmation closed): while it still has focus, focus then moves on to what is left around it.
 */
function keepOnPage(element: HTMLElement, area: HTMLElement[]) {
  const stop = (removed: boolean) => {
    observer.disconnect();
    element.removeEventListener('focusout', onFocusOut);
    if (removed && unfocused()) focusArea(area);
  };
  const observer = new MutationObserver(() => {
    if (!element.isConnected) stop(true);
  });
  // Some browsers blur an element as they remove it: only a blur that leaves it on the page
  // means focus moved on.
  const onFocusOut = () => queueMicrotask(() => stop(!element.isConnected));
  observer.observe(document.body, { childList: true, subtree: true });
  element.addEventListener('focusout', onFocusOut);
}

/**
 * onCloseAutoFocus for a dialog opened by state rather than by a Dialog.Trigger. Radix gives
 * focus back only to its Trigger, so without one focus fell to <body> on close and the next Tab
 * started at the top of the page. This gives it back to what had focus when `open` turned true.
 * If that is gone (the card was removed, the button replaced by another), `fallback()`; failing
 * that, the first control still there in the nearest part of the page that held the opener.
 * Focus that something placed on purpose as the dialog closed is left where it is.
 */
export function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null | undefined) {
  const opener = useRef<Opener | null>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  useLayoutEffect(trackFocus, []);
  useLayoutEffect(() => {
    if (!open) return;
    // A dialog that replaces another in one step (Apply in a preview) finds focus still in the
    // closing one, or already on <body>: it returns focus where that one would have.
    const active = document.activeElement;
    opener.current =
      handedOver && (active === handedOver.focus || active === document.body)
        ? handedOver.opener
        : openerOf(active);
    return () => {
      handedOver = { opener: opener.current, focus: document.activeElement };
      queueMicrotask(() => {
        handedOver = null;
      });
    };
  }, [open]);
  return useCallback((event: Event) => {
    event.preventDefault();
    const { element, area = [] } = opener.current ?? {};
    // Focus that fell from the closed dialog is on <body>, or on a dialog around the opener
    // whose focus trap caught it; anywhere else, something put it there on purpose.
    const active = document.activeElement;
    if (!unfocused() && !area.includes(active as HTMLElement)) return;
    let target: HTMLElement | null | undefined = element;
    if (!focused(target)) {
      target = fallbackRef.current?.();
      if (!focused(target)) target = focusArea(area);
    }
    if (target) keepOnPage(target, area);
  }, []);
}
