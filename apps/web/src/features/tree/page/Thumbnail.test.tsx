import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Thumbnail } from './Thumbnail';

const picture = (container: HTMLElement) => container.querySelector('img[draggable="false"]');

describe('Thumbnail', () => {
  it('shows the placeholder when its picture fails, says so, and tries a fresh address', () => {
    const onFailed = vi.fn();
    const { container, rerender } = render(
      <Thumbnail src="/media/p.jpg?exp=1" onFailed={onFailed} />,
    );
    const first = picture(container);
    expect(first).toHaveAttribute('src', '/media/p.jpg?exp=1');
    fireEvent.error(first as Element);
    expect(onFailed).toHaveBeenCalledOnce();
    expect(picture(container)).toBeNull();
    // The same address stays failed; a fresh one is tried.
    rerender(<Thumbnail src="/media/p.jpg?exp=1" onFailed={onFailed} />);
    expect(picture(container)).toBeNull();
    rerender(<Thumbnail src="/media/p.jpg?exp=2" onFailed={onFailed} />);
    expect(picture(container)).toHaveAttribute('src', '/media/p.jpg?exp=2');
  });
});
