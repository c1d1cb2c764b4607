import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fillBrowserGaps } from '../features/settings/testing/browserGaps';
import type { Day, DayRange } from './calendar';
import { DatePicker } from './DatePicker';

beforeAll(fillBrowserGaps);

function Single({ onChange }: { onChange(d: Day | null): void }) {
  const [value, setValue] = useState<Day | null>(null);
  return (
    <DatePicker
      mode="single"
      label="Day"
      placeholder="Pick a day"
      value={value}
      onChange={(d) => {
        setValue(d);
        onChange(d);
      }}
    />
  );
}

function Range({ initial }: { initial: DayRange }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker mode="range" label="Dates" placeholder="Any" value={value} onChange={setValue} />
  );
}

const cells = (picker: HTMLElement) =>
  picker.querySelectorAll<HTMLButtonElement>('button[data-day]');
const day = (picker: HTMLElement, d: string) =>
  picker.querySelector<HTMLButtonElement>(`button[data-day="${d}"]`) as HTMLButtonElement;

describe('date picker (creation.md §2)', () => {
  it('single mode: one 42-cell Monday-first month; Confirm only after a day is chosen', () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Day' }));
    const picker = screen.getByRole('dialog', { name: 'Day' });
    expect(within(picker).getAllByTestId('month-title')).toHaveLength(1);
    expect(cells(picker)).toHaveLength(42);
    const first = cells(picker)[0].dataset.day as string;
    const [y, m, d] = first.split('-').map(Number);
    expect(new Date(y, m - 1, d).getDay()).toBe(1);
    const confirm = within(picker).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    const chosen = cells(picker)[10].dataset.day as string;
    fireEvent.click(cells(picker)[10]);
    fireEvent.click(confirm);
    expect(onChange).toHaveBeenCalledWith(chosen);
    expect(screen.getByRole('button', { name: 'Day' })).toHaveTextContent(chosen);
  });

  it('range mode: two months side by side, an earlier second click swaps, month navigation', () => {
    render(<Range initial={{ start: '2026-03-10', end: '2026-03-12' }} />);
    expect(screen.getByRole('button', { name: 'Dates' })).toHaveTextContent(
      '2026-03-10 ~ 2026-03-12',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dates' }));
    const picker = screen.getByRole('dialog', { name: 'Dates' });
    const titles = within(picker).getAllByTestId('month-title');
    expect(titles.map((t) => t.textContent)).toEqual(['March 2026', 'April 2026']);
    expect(cells(picker)).toHaveLength(84);
    const confirm = within(picker).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeEnabled();

    fireEvent.click(day(picker, '2026-04-15'));
    expect(confirm).toBeDisabled();
    fireEvent.click(day(picker, '2026-03-20'));
    expect(within(picker).getByTestId('date-draft')).toHaveTextContent('2026-03-20 ~ 2026-04-15');
    fireEvent.click(within(picker).getByRole('button', { name: 'Next month' }));
    expect(
      within(picker)
        .getAllByTestId('month-title')
        .map((t) => t.textContent),
    ).toEqual(['April 2026', 'May 2026']);
    fireEvent.click(confirm);
    expect(screen.getByRole('button', { name: 'Dates' })).toHaveTextContent(
      '2026-03-20 ~ 2026-04-15',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(screen.getByRole('button', { name: 'Dates' })).toHaveTextContent('Any');
  });
});
