import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { type Day, type Month, monthCells } from './calendar';

interface MonthViewProps {
  month: Month;
  /** Days drawn as chosen (the single day, or a range's ends). */
  chosen: Day[];
  /** A range's inner days are tinted. */
  isInside?(day: Day): boolean;
  onPick(day: Day): void;
}

/** Monday-first weekday initials, from a known Monday (2024-01-01) in the UI language. */
function useWeekdays() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'narrow' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(2024, 0, 1 + i)));
}

/** One month of the date picker: weekday heads and the 42-cell grid. */
export function MonthView({ month, chosen, isInside, onPick }: MonthViewProps) {
  const { i18n } = useTranslation();
  const weekdays = useWeekdays();
  const title = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long' }).format(
    new Date(month.year, month.month, 1),
  );
  return (
    <div className="w-[252px]">
      <p
        className="mb-2 text-center text-[13.5px] font-semibold text-ink"
        data-testid="month-title"
      >
        {title}
      </p>
      <div className="grid grid-cols-7 gap-y-0.5 text-center">
        {weekdays.map((w, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: narrow names repeat (T, S)
          <span key={i} className="pb-1 text-[11.5px] font-medium text-ink-subtle">
            {w}
          </span>
        ))}
        {monthCells(month).map((cell) => {
          const picked = chosen.includes(cell.day);
          const inside = !picked && isInside?.(cell.day);
          return (
            <button
              key={cell.day}
              type="button"
              data-day={cell.day}
              aria-pressed={picked}
              onClick={() => onPick(cell.day)}
              className={clsx(
                'mx-auto flex size-9 items-center justify-center rounded-lg text-[13px] tabular-nums transition-colors',
                picked
                  ? 'bg-brand-500 font-semibold text-white'
                  : inside
                    ? 'bg-brand-50 text-brand-700'
                    : cell.inMonth
                      ? 'text-ink hover:bg-canvas'
                      : 'text-ink-subtle/70 hover:bg-canvas',
              )}
            >
              {Number(cell.day.slice(8))}
            </button>
          );
        })}
      </div>
    </div>
  );
}
