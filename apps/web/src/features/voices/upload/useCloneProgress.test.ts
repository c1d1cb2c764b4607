import { CLONE_PROGRESS_TICK_MS } from '@talkreel/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCloneProgress } from './useCloneProgress';

describe('clone progress (creation.md §4)', () => {
  it('climbs 0.8 every 50 ms, waits at 95, reaches 100 on success and 0 on failure', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCloneProgress());
    act(() => result.current.start());
    expect(result.current.progress).toBe(0);
    act(() => vi.advanceTimersByTime(CLONE_PROGRESS_TICK_MS - 1));
    expect(result.current.progress).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.progress).toBe(0.8);
    act(() => vi.advanceTimersByTime(CLONE_PROGRESS_TICK_MS * 9));
    expect(result.current.progress).toBe(8);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.progress).toBe(95);
    act(() => result.current.succeed());
    expect(result.current.progress).toBe(100);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.progress).toBe(100);

    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(CLONE_PROGRESS_TICK_MS * 5));
    expect(result.current.progress).toBe(4);
    act(() => result.current.fail());
    expect(result.current.progress).toBe(0);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.progress).toBe(0);
  });
});
