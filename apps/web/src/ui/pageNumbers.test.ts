import { describe, expect, it } from 'vitest';
import { digitsOnly, goToPage, pageNumbers } from './pageNumbers';

describe('pager numbers (creation.md §2, §9)', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first and last, at most five numbers, and marks skipped pages with a gap', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, 4, 'gap-after', 10]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, 'gap-after', 10]);
    expect(pageNumbers(5, 10)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 10]);
    expect(pageNumbers(9, 10)).toEqual([1, 'gap-before', 7, 8, 9, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, 'gap-before', 7, 8, 9, 10]);
    expect(pageNumbers(3, 6)).toEqual([1, 2, 3, 4, 'gap-after', 6]);
    for (let count = 1; count <= 30; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const slots = pageNumbers(page, count);
        const numbers = slots.filter((s) => typeof s === 'number');
        expect(numbers.length).toBeLessThanOrEqual(5);
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(count);
      }
    }
  });

  it('reads the go-to box as digits only, empty as 1, clamped to the page count', () => {
    expect(digitsOnly('1a2-3')).toBe('123');
    expect(goToPage('', 3)).toBe(1);
    expect(goToPage('0', 3)).toBe(1);
    expect(goToPage('2', 3)).toBe(2);
    expect(goToPage('99', 3)).toBe(3);
    expect(goToPage('7', 0)).toBe(1);
  });
});
