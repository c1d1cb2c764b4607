/**
 * onOpenAutoFocus for dialogs whose first control should not take focus when they open (it would
 * scroll a grid or start a player): the dialog itself takes it instead. Left on the button that
 * opened the dialog, focus would sit outside it, so the dialog's focus trap never held and Tab
 * walked the page behind (Enter there ran Generate under the actor picker).
 */
export function focusDialogItself(event: Event) {
  event.preventDefault();
  (event.target as HTMLElement | null)?.focus({ preventScroll: true });
}
