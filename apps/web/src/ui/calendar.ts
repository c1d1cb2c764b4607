/** A calendar day as the API writes it: YYYY-MM-DD (local date, no time zone). */
export type Day = string;

/** Cells of one month view: 6 weeks of 7 days (creation.md §2). */
export const CALENDAR_CELLS = 42;

const pad = (n: number) => String(n).padStart(2, '0');

export const dayOf = (date: Date): Day =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export function dateOf(day: Day): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** A month as year and zero-based month index. */
export interface Month {
  year: number;
  month: number;
}

export const monthOf = (day: Day): Month => {
  const date = dateOf(day);
  return { year: date.getFullYear(), month: date.getMonth() };
};

export function addMonths({ year, month }: Month, count: number): Month {
  const date = new Date(year, month + count, 1);
  return { year: date.getFullYear(), month: date.getMonth() };
}

export interface CalendarCell {
  day: Day;
  /** false for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

/** The 42 cells of a month view, weeks starting on Monday. */
export function monthCells({ year, month }: Month): CalendarCell[] {
  const first = new Date(year, month, 1);
  // getDay(): 0 is Sunday; Monday-first puts Sunday last.
  const lead = (first.getDay() + 6) % 7;
  return Array.from({ length: CALENDAR_CELLS }, (_, i) => {
    const date = new Date(year, month, 1 - lead + i);
    return { day: dayOf(date), inMonth: date.getMonth() === month };
  });
}

/** A range in progress: the first click sets start, the second end; an earlier end swaps. */
export interface DayRange {
  start: Day | null;
  end: Day | null;
}

export function pickInRange(range: DayRange, day: Day): DayRange {
  if (!range.start || range.end) return { start: day, end: null };
  // YYYY-MM-DD strings compare in date order.
  return day < range.start ? { start: day, end: range.start } : { start: range.start, end: day };
}
