import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { fakeAudio } from '../testing/fakeAudio';
import { AudioPlayButton } from './AudioPlayButton';
import { PlaybackRateControl } from './PlaybackRateControl';
import { useAudioPlayer } from './useAudioPlayer';

beforeAll(fillBrowserGaps);

/** A sample player as the voice card builds it: one player, its button and its rate control. */
function SamplePlayer() {
  const player = useAudioPlayer('/media/voices/ava.mp3');
  return (
    <div>
      <AudioPlayButton src="/media/voices/ava.mp3" label="Ava" player={player} />
      <PlaybackRateControl player={player} label="Ava" />
    </div>
  );
}

const thumb = () => screen.getByRole('slider', { name: 'Playback rate of Ava' });
const shown = () => thumb().getAttribute('aria-valuetext');
const track = () => screen.getByTestId('playback-rate');

/** The slider lays out as 100 px from 0.5× to 3× (jsdom lays nothing out). */
function layOutSlider() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    right: 100,
    bottom: 20,
    width: 100,
    height: 20,
    toJSON: () => ({}),
  });
}
/**
 * A pointer press on the slider's track at `x` px, and its release (as mouse events of the
 * pointer types: jsdom's pointer events carry no coordinates).
 */
const pointer = (type: string, x = 0) =>
  fireEvent(
    track(),
    new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, button: 0 }),
  );
const press = (x: number) => pointer('pointerdown', x);
const release = () => pointer('pointerup');

let audio: ReturnType<typeof fakeAudio>;
beforeEach(() => {
  audio = fakeAudio();
});

describe('playback rate of an audio player (creation.md §4)', () => {
  it('goes up to 2× from the keys, and plays at the rate chosen', async () => {
    const user = userEvent.setup();
    render(<SamplePlayer />);
    expect(shown()).toBe('1.0×');
    act(() => thumb().focus());
    await user.keyboard('{End}');
    // The track runs to 3× for drags; at rest the rate stops at 2×.
    expect(shown()).toBe('2.0×');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe('1.9×');
    await user.click(screen.getByRole('button', { name: 'Play Ava' }));
    await waitFor(() => expect(audio.playingElements()).toHaveLength(1));
    expect(audio.playingElements()[0].playbackRate).toBe(1.9);
    // A new source loads at the chosen rate too.
    expect(audio.playingElements()[0].defaultPlaybackRate).toBe(1.9);
  });

  it('pauses while dragged, reaches 3× meanwhile, then settles at 2× and plays on', async () => {
    const user = userEvent.setup();
    render(<SamplePlayer />);
    await user.click(screen.getByRole('button', { name: 'Play Ava' }));
    await screen.findByRole('button', { name: 'Pause Ava' });
    const element = audio.playingElements()[0];
    layOutSlider();

    press(100);
    expect(shown()).toBe('3.0×');
    await screen.findByRole('button', { name: 'Play Ava' });
    expect(audio.playingNow()).toEqual([]);
    release();
    expect(shown()).toBe('2.0×');
    await screen.findByRole('button', { name: 'Pause Ava' });
    expect(audio.playingElements()).toEqual([element]);
    expect(element.playbackRate).toBe(2);
  });

  it('a drag under 2× keeps its value, and does not start what was not playing', async () => {
    render(<SamplePlayer />);
    layOutSlider();
    // 40 px of 100 from 0.5× to 3×: 1.5×.
    press(40);
    expect(shown()).toBe('1.5×');
    release();
    expect(shown()).toBe('1.5×');
    expect(screen.getByRole('button', { name: 'Play Ava' })).toBeInTheDocument();
    expect(audio.playingNow()).toEqual([]);
  });
});
