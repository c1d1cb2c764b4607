import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { advance } from '../../test/fakeClock';
import { WorkEstimate } from './WorkEstimate';
import type { ClientProgress } from './workEstimate';

const progress = (p: Partial<ClientProgress>): ClientProgress => ({
  percent: 0,
  ahead: 0,
  remainingSeconds: null,
  ...p,
});
const time = () => screen.queryByTestId('work-time')?.textContent ?? null;
const ahead = () => screen.queryByTestId('work-ahead')?.textContent ?? null;

describe('WorkEstimate: one wording for every wait (issue 24)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it("falls back to the spec's usual times only when nothing is measured", () => {
    const { rerender } = render(<WorkEstimate kind="video" progress={null} />);
    expect(time()).toBe('About 3 to 5 minutes');
    rerender(<WorkEstimate kind="photoActor" progress={progress({})} />);
    expect(time()).toBe('About 10 to 20 minutes');
    rerender(<WorkEstimate kind="videoActor" progress={undefined} />);
    expect(time()).toBe('About 3 to 6 hours');
    // A clone has no usual time in the spec: nothing is said rather than a guess.
    rerender(<WorkEstimate kind="clone" progress={null} />);
    expect(time()).toBeNull();
  });

  it("says the measured time left and what is ahead, in the kind's words", () => {
    const { rerender } = render(
      <WorkEstimate kind="video" progress={progress({ ahead: 3, remainingSeconds: 18 })} />,
    );
    expect(time()).toBe('About 20 s left');
    expect(ahead()).toBe('3 videos ahead of yours');
    rerender(
      <WorkEstimate kind="photoActor" progress={progress({ ahead: 1, remainingSeconds: 250 })} />,
    );
    expect(time()).toBe('About 5 min left');
    expect(ahead()).toBe('1 actor ahead of yours');
    rerender(
      <WorkEstimate kind="clone" progress={progress({ ahead: 2, remainingSeconds: 9000 })} />,
    );
    expect(time()).toBe('About 2.5 h left');
    expect(ahead()).toBe('2 voices ahead of yours');
    // Nothing ahead: no line for it.
    rerender(<WorkEstimate kind="video" progress={progress({ remainingSeconds: 40 })} />);
    expect(ahead()).toBeNull();
  });

  it('counts down each second between replies, restarts from a new reply, and ends on "Almost done"', async () => {
    const { rerender } = render(
      <WorkEstimate kind="video" progress={progress({ remainingSeconds: 30 })} />,
    );
    expect(time()).toBe('About 30 s left');
    await advance(11_000);
    expect(time()).toBe('About 20 s left');
    await advance(15_000);
    expect(time()).toBe('Almost done');
    // A new reply (the render went slower than thought) starts the count again.
    rerender(<WorkEstimate kind="video" progress={progress({ remainingSeconds: 95 })} />);
    expect(time()).toBe('About 2 min left');
    await advance(40_000);
    expect(time()).toBe('About 55 s left');
  });

  it('shows the reported percent as a bar when asked', () => {
    render(
      <WorkEstimate kind="video" bar progress={progress({ percent: 42, remainingSeconds: 9 })} />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  });

  it('speaks each language', async () => {
    await i18n.changeLanguage('de');
    const { rerender } = render(
      <WorkEstimate kind="video" progress={progress({ ahead: 2, remainingSeconds: 20 })} />,
    );
    expect(time()).toBe('Noch etwa 20 s');
    expect(ahead()).toBe('2 Videos vor deinem');
    await i18n.changeLanguage('zh');
    rerender(<WorkEstimate kind="video" progress={progress({ ahead: 2, remainingSeconds: 20 })} />);
    expect(ahead()).toBe('前面还有 2 个视频');
    await i18n.changeLanguage('zh-TW');
    rerender(<WorkEstimate kind="photoActor" progress={null} />);
    expect(time()).toBe('大約 10 到 20 分鐘');
  });
});
