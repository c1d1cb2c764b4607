/** One slot of the pager: a page number or a gap shown as an ellipsis. */
export type PageSlot = number | 'gap-before' | 'gap-after';

/** Numbers shown at most (creation.md §9: 5 visible page numbers). */
export const VISIBLE_PAGE_NUMBERS = 5;

/**
 * The numbered buttons of the pager (creation.md §2): at most five numbers, the first and the last
 * always among them, three around the current page in between, a gap wherever numbers are skipped.
 */
export function pageNumbers(current: number, pageCount: number): PageSlot[] {
  const count = Math.max(1, pageCount);
  if (count <= VISIBLE_PAGE_NUMBERS) return Array.from({ length: count }, (_, i) => i + 1);
  const middle = VISIBLE_PAGE_NUMBERS - 2;
  const start = Math.min(Math.max(current - 1, 2), count - middle);
  const slots: PageSlot[] = [1];
  if (start > 2) slots.push('gap-before');
  for (let page = start; page < start + middle; page += 1) slots.push(page);
  if (start + middle < count) slots.push('gap-after');
  slots.push(count);
  return slots;
}

/** The go-to box keeps digits only (creation.md §5). */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** The page the go-to box asks for: empty counts as 1, clamped to 1..pageCount. */
export function goToPage(text: string, pageCount: number): number {
  const asked = Number.parseInt(digitsOnly(text) || '1', 10);
  return Math.min(Math.max(asked, 1), Math.max(1, pageCount));
}
