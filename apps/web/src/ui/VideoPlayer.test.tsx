import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillBrowserGaps } from '../features/settings/testing/browserGaps';
import { AppToaster } from './AppToaster';
import { VideoPlayer, VolumeSlider } from './VideoPlayer';

/**
 * jsdom has no media playback: this stands in for the browser's <video> (paused state,
 * position, volume, play() and pause() with their events), not for any of our code.
 */
const originals = new Map<string, PropertyDescriptor | undefined>();
const media = HTMLMediaElement.prototype as unknown as Record<string, unknown>;
let playImpl: (video: HTMLMediaElement) => Promise<void>;

function standIn(name: string, descriptor: PropertyDescriptor) {
  originals.set(name, Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, name));
  Object.defineProperty(HTMLMediaElement.prototype, name, { configurable: true, ...descriptor });
}

type Sim = { paused: boolean; time: number; volume: number; muted: boolean };
const sims = new WeakMap<HTMLMediaElement, Sim>();
const sim = (el: HTMLMediaElement) => {
  if (!sims.has(el)) sims.set(el, { paused: true, time: 0, volume: 1, muted: false });
  return sims.get(el) as Sim;
};
const fire = (el: HTMLMediaElement, type: string) => el.dispatchEvent(new Event(type));

beforeEach(() => {
  fillBrowserGaps();
  playImpl = async (el) => {
    sim(el).paused = false;
    fire(el, 'play');
    fire(el, 'playing');
  };
  standIn('paused', {
    get: function (this: HTMLMediaElement) {
      return sim(this).paused;
    },
  });
  standIn('duration', { get: () => 60 });
  standIn('currentTime', {
    get: function (this: HTMLMediaElement) {
      return sim(this).time;
    },
    set: function (this: HTMLMediaElement, v: number) {
      sim(this).time = v;
    },
  });
  standIn('volume', {
    get: function (this: HTMLMediaElement) {
      return sim(this).volume;
    },
    set: function (this: HTMLMediaElement, v: number) {
      sim(this).volume = v;
    },
  });
  standIn('muted', {
    get: function (this: HTMLMediaElement) {
      return sim(this).muted;
    },
    set: function (this: HTMLMediaElement, v: boolean) {
      sim(this).muted = v;
    },
  });
  standIn('play', {
    value: function (this: HTMLMediaElement) {
      return playImpl(this);
    },
  });
  standIn('pause', {
    value: function (this: HTMLMediaElement) {
      sim(this).paused = true;
      fire(this, 'pause');
    },
  });
});

afterEach(() => {
  for (const [name, d] of originals) {
    if (d) Object.defineProperty(HTMLMediaElement.prototype, name, d);
    else delete media[name];
  }
  originals.clear();
  toast.dismiss();
});

async function renderPlayer(props: { autoPlay?: boolean } = {}) {
  render(
    <>
      <VideoPlayer src="/media/v.mp4" poster="/media/v.jpg" label="Nora's video" {...props} />
      <AppToaster />
    </>,
  );
  const frame = screen.getByRole('group', { name: "Nora's video" });
  const video = frame.querySelector('video') as HTMLVideoElement;
  return { frame, video };
}
const ready = async (video: HTMLVideoElement) =>
  act(async () => {
    fire(video, 'loadedmetadata');
    fire(video, 'canplay');
  });
const press = (frame: HTMLElement, key: string) => fireEvent.keyDown(frame, { key });

describe('video player (creation.md §2 controls, §4 states)', () => {
  it('loads, then Space plays and pauses', async () => {
    const { frame, video } = await renderPlayer();
    expect(frame).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('status', { name: 'Loading video' })).toBeInTheDocument();
    await ready(video);
    expect(frame).toHaveAttribute('data-state', 'paused');
    await act(async () => press(frame, ' '));
    expect(frame).toHaveAttribute('data-state', 'playing');
    expect(screen.getAllByRole('button', { name: 'Pause' })).toHaveLength(1);
    await act(async () => press(frame, ' '));
    expect(frame).toHaveAttribute('data-state', 'paused');
    expect(video.paused).toBe(true);
  });

  it('shows waiting while buffering during play', async () => {
    const { frame, video } = await renderPlayer();
    await ready(video);
    await act(async () => press(frame, ' '));
    await act(async () => fire(video, 'waiting'));
    expect(frame).toHaveAttribute('data-state', 'waiting');
    await act(async () => fire(video, 'playing'));
    expect(frame).toHaveAttribute('data-state', 'playing');
  });

  it('arrows seek 10 s within the video and change the volume by 10; M mutes', async () => {
    const { frame, video } = await renderPlayer();
    await ready(video);
    expect(video.volume).toBe(1);
    press(frame, 'ArrowRight');
    press(frame, 'ArrowRight');
    expect(video.currentTime).toBe(20);
    press(frame, 'ArrowLeft');
    expect(video.currentTime).toBe(10);
    press(frame, 'ArrowLeft');
    press(frame, 'ArrowLeft');
    expect(video.currentTime).toBe(0);
    for (let i = 0; i < 8; i++) press(frame, 'ArrowRight');
    expect(video.currentTime).toBe(60);

    press(frame, 'ArrowDown');
    expect(video.volume).toBeCloseTo(0.9);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '90');
    press(frame, 'ArrowUp');
    press(frame, 'ArrowUp');
    expect(video.volume).toBe(1);
    press(frame, 'm');
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    press(frame, 'M');
    expect(video.muted).toBe(false);
  });

  it('the volume slider steps by 5 from 0 to 100; alone it starts at 50', async () => {
    const { frame, video } = await renderPlayer();
    await ready(video);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(video.volume).toBeCloseTo(0.95);
    // The slider's own arrows do not also seek the video.
    expect(video.currentTime).toBe(0);
    expect(frame).toHaveAttribute('data-state', 'paused');

    render(<VolumeSlider />);
    expect(screen.getAllByRole('slider', { name: 'Volume' })[1]).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });

  it('F toggles fullscreen; a refusal is reported', async () => {
    const { frame, video } = await renderPlayer();
    await ready(video);
    const request = vi.fn(async function (this: Element) {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: this });
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    Object.defineProperty(frame, 'requestFullscreen', { configurable: true, value: request });
    await act(async () => press(frame, 'f'));
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeInTheDocument();
    Object.defineProperty(document, 'exitFullscreen', {
      configurable: true,
      value: async () => {
        throw new Error('not allowed');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => press(frame, 'F'));
    expect(await screen.findByText('Fullscreen toggle failed')).toBeInTheDocument();
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
  });

  it('a blocked autoplay shows a manual play button and is only logged', async () => {
    playImpl = async () => {
      throw new DOMException('autoplay', 'NotAllowedError');
    };
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { frame, video } = await renderPlayer({ autoPlay: true });
    await ready(video);
    expect(info).toHaveBeenCalled();
    expect(screen.queryByText('Video play/pause failed')).toBeNull();
    const manual = screen.getAllByRole('button', { name: 'Play' })[0];
    playImpl = async (el) => {
      sim(el).paused = false;
      fire(el, 'playing');
    };
    await userEvent.setup().click(manual);
    expect(frame).toHaveAttribute('data-state', 'playing');
  });

  it('a failed play is reported as "Video play/pause failed"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    playImpl = async () => {
      throw new DOMException('decode', 'NotSupportedError');
    };
    const { frame, video } = await renderPlayer();
    await ready(video);
    await act(async () => press(frame, ' '));
    expect(await screen.findByText('Video play/pause failed')).toBeInTheDocument();
  });

  it('after a load error says "Failed to load video" and disables every control and key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { frame, video } = await renderPlayer();
    await act(async () => fire(video, 'error'));
    expect(frame).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load video');
    expect(
      await screen.findByText('Failed to load video', { selector: '[data-title]' }),
    ).toBeInTheDocument();
    for (const name of ['Play', 'Mute', 'Full screen']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    press(frame, 'ArrowRight');
    press(frame, ' ');
    expect(video.currentTime).toBe(0);
    expect(video.paused).toBe(true);
  });

  it('a re-signed link of the same file does not reload; when the old one fails it resumes on the new one', async () => {
    const first = '/media/v.mp4?exp=1&sig=aa';
    const resigned = '/media/v.mp4?exp=2&sig=bb';
    const { rerender } = render(<VideoPlayer src={first} label="Clip" />);
    const frame = screen.getByRole('group', { name: 'Clip' });
    const video = frame.querySelector('video') as HTMLVideoElement;
    await ready(video);
    await act(async () => press(frame, ' '));
    video.currentTime = 42;
    rerender(<VideoPlayer src={resigned} label="Clip" />);
    expect(video.getAttribute('src')).toBe(first);
    expect(frame).toHaveAttribute('data-state', 'playing');
    // The first link expires mid-play: the player moves to the fresh one, at the same moment.
    await act(async () => fire(video, 'error'));
    expect(video.getAttribute('src')).toBe(resigned);
    expect(frame).not.toHaveAttribute('data-state', 'error');
    video.currentTime = 0;
    sim(video).paused = true;
    await ready(video);
    expect(video.currentTime).toBe(42);
    expect(frame).toHaveAttribute('data-state', 'playing');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('another file starts over at once, and a failing link with nothing fresher is an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(<VideoPlayer src="/media/a.mp4?sig=1" label="Clip" />);
    const frame = screen.getByRole('group', { name: 'Clip' });
    const video = frame.querySelector('video') as HTMLVideoElement;
    await ready(video);
    rerender(<VideoPlayer src="/media/b.mp4?sig=1" label="Clip" />);
    expect(video.getAttribute('src')).toBe('/media/b.mp4?sig=1');
    expect(frame).toHaveAttribute('data-state', 'loading');
    await act(async () => fire(video, 'error'));
    expect(frame).toHaveAttribute('data-state', 'error');
  });
});
