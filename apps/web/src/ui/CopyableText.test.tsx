import { COPY_INDICATOR_MS } from '@talkreel/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance } from '../test/fakeClock';
import { AppToaster } from './AppToaster';
import { CopyableText } from './CopyableText';
import { copyText } from './copyText';

/** jsdom has neither a clipboard nor execCommand: each test gives the browser the ones it needs. */
function browserWith({
  writeText,
  execCommand,
}: {
  writeText?: (text: string) => Promise<void>;
  execCommand?: (cmd: string) => boolean;
}) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: execCommand,
  });
}

afterEach(() => browserWith({}));

describe('copy to clipboard (creation.md §2, §5)', () => {
  it('refuses empty or blank text without touching the clipboard', async () => {
    const writeText = vi.fn(async () => {});
    browserWith({ writeText });
    expect(await copyText('')).toEqual({ ok: false, reason: 'empty' });
    expect(await copyText('  \n ')).toEqual({ ok: false, reason: 'empty' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('uses the clipboard interface, and the older selection copy when it fails', async () => {
    const writeText = vi.fn(async () => {});
    browserWith({ writeText });
    expect(await copyText('abc')).toEqual({ ok: true });
    expect(writeText).toHaveBeenCalledWith('abc');

    let selected = '';
    const execCommand = vi.fn(() => {
      selected = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    browserWith({ writeText: async () => Promise.reject(new Error('blocked')), execCommand });
    expect(await copyText('fallback')).toEqual({ ok: true });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('fallback');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('tells a missing clipboard, a failure and a refused permission apart', async () => {
    browserWith({});
    expect(await copyText('x')).toEqual({ ok: false, reason: 'unsupported' });
    browserWith({ execCommand: () => false });
    expect(await copyText('x')).toEqual({ ok: false, reason: 'failed' });
    browserWith({
      writeText: async () => Promise.reject(new DOMException('no', 'NotAllowedError')),
      execCommand: () => false,
    });
    expect(await copyText('x')).toEqual({ ok: false, reason: 'permission' });
  });

  describe('the copy button', () => {
    beforeEach(() => vi.useFakeTimers());

    it('shows the success toast and the copied mark for 1500 ms', async () => {
      browserWith({ writeText: async () => {} });
      render(
        <>
          <AppToaster />
          <CopyableText text="u-42" />
        </>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Copy u-42' }));
      await advance(0);
      expect(screen.getByTestId('copied-mark')).toBeInTheDocument();
      expect(screen.getByText('Copied')).toBeInTheDocument();
      await advance(COPY_INDICATOR_MS - 10);
      expect(screen.getByTestId('copied-mark')).toBeInTheDocument();
      await advance(10);
      expect(screen.queryByTestId('copied-mark')).toBeNull();
    });

    it('shows the permission message when the browser refuses', async () => {
      browserWith({
        writeText: async () => Promise.reject(new DOMException('no', 'NotAllowedError')),
        execCommand: () => false,
      });
      render(
        <>
          <AppToaster />
          <CopyableText text="u-42" />
        </>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Copy u-42' }));
      await advance(0);
      expect(
        screen.getByText('Copy failed, please check browser permission settings'),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('copied-mark')).toBeNull();
    });
  });
});
