import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip';
import { TruncatedText } from './TruncatedText';

const tip = (text: string) => screen.queryByRole('tooltip', { name: text });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** jsdom has no PointerEvent, and Radix reads `pointerType` from it. */
class PointerEventStandIn extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

beforeEach(() => {
  vi.stubGlobal('PointerEvent', PointerEventStandIn);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const hover = (el: HTMLElement) => {
  fireEvent.pointerEnter(el, { pointerType: 'mouse' });
  fireEvent.pointerMove(el, { pointerType: 'mouse' });
};
const leave = (el: HTMLElement) => fireEvent.pointerLeave(el, { pointerType: 'mouse' });

describe('tooltips (core.md §2 shared UI)', () => {
  it('opens after 200 ms of hovering by default', async () => {
    vi.useFakeTimers();
    render(
      <Tooltip content="New folder">
        <button type="button">+</button>
      </Tooltip>,
    );
    hover(screen.getByRole('button'));
    await wait(150);
    expect(tip('New folder')).toBeNull();
    await wait(60);
    expect(tip('New folder')).not.toBeNull();
  });

  it('on a touch screen a tap shows it and it hides by itself after 2 s', async () => {
    vi.useFakeTimers();
    render(
      <Tooltip content="Back to product">
        <button type="button">←</button>
      </Tooltip>,
    );
    fireEvent.pointerDown(screen.getByRole('button'), { pointerType: 'touch' });
    await wait(0);
    expect(tip('Back to product')).not.toBeNull();
    await wait(1_990);
    expect(tip('Back to product')).not.toBeNull();
    await wait(20);
    expect(tip('Back to product')).toBeNull();
  });

  it('shows the full text of a cut-off name after 1 s, and never for a name that fits', async () => {
    vi.useFakeTimers();
    // jsdom lays nothing out: the first text is "cut", the second fits.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.textContent?.startsWith('A very long') ? 400 : 50;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
    render(
      <>
        <TruncatedText text="A very long project name that does not fit" />
        <TruncatedText text="Short" />
      </>,
    );
    const long = screen.getByText('A very long project name that does not fit');
    hover(long);
    await wait(900);
    expect(tip('A very long project name that does not fit')).toBeNull();
    await wait(150);
    expect(tip('A very long project name that does not fit')).not.toBeNull();

    leave(long);
    hover(screen.getByText('Short'));
    await wait(1_500);
    expect(tip('Short')).toBeNull();
  });
});
