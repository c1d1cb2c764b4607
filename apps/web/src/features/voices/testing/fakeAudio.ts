import { vi } from 'vitest';

/**
 * jsdom has no media playback (play() is "not implemented"). This stands in for the browser's
 * audio element: play() resolves and fires `playing`, pause() fires `pause`; an address for
 * which `fails` answers true rejects like a file the browser cannot play.
 */
export function fakeAudio(fails: (src: string) => boolean = () => false) {
  const playing = new Set<HTMLMediaElement>();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    const src = this.getAttribute('src') ?? '';
    if (fails(src)) {
      return Promise.reject(new DOMException('no supported source', 'NotSupportedError'));
    }
    playing.add(this);
    setTimeout(() => this.dispatchEvent(new Event('playing')), 0);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (playing.delete(this)) setTimeout(() => this.dispatchEvent(new Event('pause')), 0);
  });
  return {
    /** Addresses of the audio elements playing now. */
    playingNow: () => [...playing].map((a) => a.getAttribute('src')),
    /** The audio elements playing now (their rate, or a moment of playback to report). */
    playingElements: () => [...playing],
    /** The audio of `src` reaches its end. */
    finish(src: string) {
      for (const a of playing) {
        if (a.getAttribute('src') !== src) continue;
        playing.delete(a);
        a.dispatchEvent(new Event('ended'));
      }
    },
  };
}
