import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';
import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { addMonths, type Day, type DayRange, dayOf, monthOf, pickInRange } from './calendar';
import { MonthView } from './MonthView';

type DatePickerProps = {
  placeholder?: string;
  label: string;
  className?: string;
} & (
  | { mode: 'single'; value: Day | null; onChange(value: Day | null): void }
  | { mode: 'range'; value: DayRange; onChange(value: DayRange): void }
);

const emptyRange: DayRange = { start: null, end: null };

/**
 * The shared date picker (creation.md §2): single or range mode, month navigation, Monday-first
 * 42-cell months, two months side by side for a range (one below `md`, where two do not fit a phone;
 * the arrows reach the next). Confirm stays disabled until a day (both days for a range) is chosen;
 * the field's clear button empties it.
 */
export function DatePicker(props: DatePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const range = props.mode === 'range';
  const initial: DayRange = range ? props.value : { start: props.value, end: props.value };
  const [draft, setDraft] = useState<DayRange>(emptyRange);
  const [shown, setShown] = useState(monthOf(dayOf(new Date())));

  const openWith = (next: boolean) => {
    if (next) {
      setDraft(range ? initial : { start: initial.start, end: null });
      setShown(monthOf(initial.start ?? dayOf(new Date())));
    }
    setOpen(next);
  };
  const pick = (day: Day) =>
    setDraft((d) => (range ? pickInRange(d, day) : { start: day, end: null }));
  const complete = range ? Boolean(draft.start && draft.end) : Boolean(draft.start);
  const confirm = () => {
    if (props.mode === 'range') props.onChange(draft);
    else props.onChange(draft.start);
    setOpen(false);
  };
  const clear = () => {
    if (props.mode === 'range') props.onChange(emptyRange);
    else props.onChange(null);
  };
  const chosen = [draft.start, draft.end].filter((d): d is Day => Boolean(d));
  const isInside = (day: Day) =>
    Boolean(draft.start && draft.end && day > draft.start && day < draft.end);
  const text = range
    ? initial.start && initial.end
      ? `${initial.start} ~ ${initial.end}`
      : ''
    : (initial.start ?? '');

  return (
    <Popover.Root open={open} onOpenChange={openWith}>
      <div
        className={clsx(
          'group flex h-9 items-center rounded-[10px] border border-line bg-white pr-1 transition-colors hover:border-[#d6d5e0]',
          props.className,
        )}
      >
        <Popover.Trigger
          aria-label={props.label}
          className="flex h-full min-w-0 flex-1 items-center gap-2 px-3 text-left text-[13.5px]"
        >
          <CalendarDays className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
          <span className={clsx('truncate', text ? 'text-ink' : 'text-ink-subtle')}>
            {text || props.placeholder}
          </span>
        </Popover.Trigger>
        {text ? (
          <button
            type="button"
            aria-label={t('datePicker.clear')}
            onClick={clear}
            className="flex size-7 items-center justify-center rounded-md text-ink-subtle hover:bg-canvas hover:text-ink"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={props.label}
          className="z-50 rounded-2xl border border-line bg-white p-4 shadow-[var(--shadow-pop)] outline-none animate-fade-in"
        >
          <div className="relative flex gap-6">
            <button
              type="button"
              aria-label={t('datePicker.previousMonth')}
              onClick={() => setShown((m) => addMonths(m, -1))}
              className="absolute top-0 left-0 flex size-6 items-center justify-center rounded-md text-ink-muted hover:bg-canvas"
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label={t('datePicker.nextMonth')}
              onClick={() => setShown((m) => addMonths(m, 1))}
              className="absolute top-0 right-0 flex size-6 items-center justify-center rounded-md text-ink-muted hover:bg-canvas"
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
            <MonthView month={shown} chosen={chosen} isInside={isInside} onPick={pick} />
            {range ? (
              <div className="max-md:hidden">
                <MonthView
                  month={addMonths(shown, 1)}
                  chosen={chosen}
                  isInside={isInside}
                  onPick={pick}
                />
              </div>
            ) : null}
          </div>
          <div className="mt-3 flex items-center justify-between gap-3 border-t border-line pt-3">
            <span className="text-[12.5px] text-ink-muted tabular-nums" data-testid="date-draft">
              {range ? `${draft.start ?? '—'} ~ ${draft.end ?? '—'}` : (draft.start ?? '—')}
            </span>
            <Button size="sm" disabled={!complete} onClick={confirm}>
              {t('datePicker.confirm')}
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
