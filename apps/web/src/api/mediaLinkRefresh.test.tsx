import { MEDIA_LINK_REFRESH_MS, MEDIA_LINK_TTL_MS } from '@talkreel/contract';
import { focusManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaLinkRefresh, pollOrRefresh } from './mediaLinkRefresh';

let calls = 0;
const client = () =>
  new QueryClient({
    // As the app's client: no refetch on focus unless a query asks for it.
    defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 30_000, retry: false } },
  });

function renderList(options: object) {
  const queryClient = client();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useQuery({
        queryKey: ['signed-list'],
        queryFn: async () => {
          calls += 1;
          return [`/media/x.mp4?exp=${Date.now() + MEDIA_LINK_TTL_MS}`];
        },
        ...options,
      }),
    { wrapper },
  );
}

const flush = () => act(async () => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  calls = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('mediaLinkRefresh: lists holding signed links never keep dead ones', () => {
  it('refreshes at half the links’ shortest life while shown, so every link shown is live', async () => {
    expect(MEDIA_LINK_REFRESH_MS).toBeLessThan(MEDIA_LINK_TTL_MS);
    const { result } = renderList(mediaLinkRefresh);
    await flush();
    expect(calls).toBe(1);
    for (let round = 1; round <= 4; round++) {
      await act(async () => vi.advanceTimersByTimeAsync(MEDIA_LINK_REFRESH_MS));
      expect(calls).toBe(1 + round);
      const exp = Number(result.current.data?.[0].split('exp=')[1]);
      expect(exp).toBeGreaterThan(Date.now());
    }
  });

  it('asks again on coming back to the tab only when the links have aged', async () => {
    // No interval here, to watch the focus rule alone.
    renderList({ ...mediaLinkRefresh, refetchInterval: false });
    await flush();
    expect(calls).toBe(1);
    await act(async () => {
      focusManager.setFocused(false);
      vi.advanceTimersByTime(MEDIA_LINK_REFRESH_MS - 60_000);
      focusManager.setFocused(true);
    });
    await flush();
    expect(calls).toBe(1);
    await act(async () => {
      focusManager.setFocused(false);
      vi.advanceTimersByTime(60_000);
      focusManager.setFocused(true);
    });
    await flush();
    expect(calls).toBe(2);
  });

  it('a list polled while something is in progress polls at its own pace, then keeps links fresh', () => {
    expect(pollOrRefresh(true, 10_000)).toBe(10_000);
    expect(pollOrRefresh(false, 10_000)).toBe(MEDIA_LINK_REFRESH_MS);
  });
});
