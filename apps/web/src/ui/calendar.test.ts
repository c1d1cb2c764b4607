import { describe, expect, it } from 'vitest';
import { addMonths, monthCells, pickInRange } from './calendar';

describe('calendar grid (creation.md §2 date picker)', () => {
  it('lays out 42 cells starting on the Monday on or before the 1st', () => {
    // November 2026 starts on a Sunday: six days of October lead.
    const nov = monthCells({ year: 2026, month: 10 });
    expect(nov).toHaveLength(42);
    expect(nov[0]).toEqual({ day: '2026-10-26', inMonth: false });
    expect(nov[6]).toEqual({ day: '2026-11-01', inMonth: true });
    expect(nov.filter((c) => c.inMonth)).toHaveLength(30);
    expect(nov[41]).toEqual({ day: '2026-12-06', inMonth: false });
    // June 2026 starts on a Monday: no leading days.
    expect(monthCells({ year: 2026, month: 5 })[0]).toEqual({ day: '2026-06-01', inMonth: true });
    for (const cell of monthCells({ year: 2024, month: 1 }).filter((_, i) => i % 7 === 0)) {
      const [y, m, d] = cell.day.split('-').map(Number);
      expect(new Date(y, m - 1, d).getDay()).toBe(1);
    }
  });

  it('moves across years', () => {
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
  });

  it('picks a range, swapping when the second click is earlier, restarting on a third', () => {
    const first = pickInRange({ start: null, end: null }, '2026-11-10');
    expect(first).toEqual({ start: '2026-11-10', end: null });
    expect(pickInRange(first, '2026-11-03')).toEqual({ start: '2026-11-03', end: '2026-11-10' });
    const done = pickInRange(first, '2026-12-01');
    expect(done).toEqual({ start: '2026-11-10', end: '2026-12-01' });
    expect(pickInRange(done, '2026-11-20')).toEqual({ start: '2026-11-20', end: null });
  });
});
