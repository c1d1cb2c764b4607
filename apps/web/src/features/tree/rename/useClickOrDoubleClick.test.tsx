import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useClickOrDoubleClick } from './useClickOrDoubleClick';

function Target({ onSingle, onDouble }: { onSingle(): void; onDouble(): void }) {
  const handlers = useClickOrDoubleClick(onSingle, onDouble);
  return (
    <button type="button" {...handlers}>
      row
    </button>
  );
}

describe('single click versus double click (200 ms)', () => {
  it('acts on a single click only once 200 ms have passed without a second click', () => {
    vi.useFakeTimers();
    const onSingle = vi.fn();
    const onDouble = vi.fn();
    render(<Target onSingle={onSingle} onDouble={onDouble} />);
    fireEvent.click(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(199));
    expect(onSingle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSingle).toHaveBeenCalledTimes(1);
    expect(onDouble).not.toHaveBeenCalled();
  });

  it('a double click cancels the pending single click', () => {
    vi.useFakeTimers();
    const onSingle = vi.fn();
    const onDouble = vi.fn();
    render(<Target onSingle={onSingle} onDouble={onDouble} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(80));
    fireEvent.click(button);
    fireEvent.doubleClick(button);
    act(() => vi.advanceTimersByTime(1000));
    expect(onDouble).toHaveBeenCalledTimes(1);
    expect(onSingle).not.toHaveBeenCalled();
  });

  it('forgets a pending click when the element goes away', () => {
    vi.useFakeTimers();
    const onSingle = vi.fn();
    const view = render(<Target onSingle={onSingle} onDouble={() => {}} />);
    fireEvent.click(screen.getByRole('button'));
    view.unmount();
    act(() => vi.advanceTimersByTime(500));
    expect(onSingle).not.toHaveBeenCalled();
  });
});
