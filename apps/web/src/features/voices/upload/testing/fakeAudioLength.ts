import { vi } from 'vitest';

/**
 * jsdom reads no media: this stands in for the browser reading a recording's header. Every
 * audio type counts as playable, and a recording given a source reports `seconds` as its
 * length (loadedmetadata). A stand-in for the browser, not for our code.
 */
export function fakeAudioLength(seconds: number) {
  URL.createObjectURL ??= () => 'blob:recording';
  URL.revokeObjectURL ??= () => {};
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(seconds);
  vi.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    queueMicrotask(() => this.dispatchEvent(new Event('loadedmetadata')));
  });
}
