import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, ok } from '../../../test/fakeServer';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { fakeAudio } from '../../voices/testing/fakeAudio';
import { myVoicePage, myVoiceRow } from '../../voices/upload/testing/fixtures';
import { renderVoiceLibrary } from './testing/renderVoiceLibrary';
import { waveBars } from './VoiceWave';

beforeAll(fillBrowserGaps);

/** A sample loud for its first half and silent for the second, as the server measures it. */
const loudThenSilent = [...Array(100).fill(100), ...Array(100).fill(0)];

describe('voice card waveform (issue 24)', () => {
  it('groups the measured peaks into the bars, loudest of each group', () => {
    const bars = waveBars(loudThenSilent, 36);
    expect(bars).toHaveLength(36);
    expect(bars.slice(0, 18).every((b) => b === 1)).toBe(true);
    // Silence is a thin line, not a gap.
    expect(bars.slice(18).every((b) => b === 0.08)).toBe(true);
    expect(waveBars([10, 90, 40, 100], 2)).toEqual([0.9, 1]);
  });

  it('draws the sample, not the voice id: without peaks every card is the same flat line', () => {
    expect(waveBars(null, 36)).toEqual(waveBars([], 36));
    expect(new Set(waveBars(null, 36)).size).toBe(1);
  });

  it('fills the bars as the sample plays', async () => {
    const audio = fakeAudio();
    fakeServer({
      'GET /users/myvoice': () =>
        ok(myVoicePage([myVoiceRow('v1', 'Ada narration', { peaks: loudThenSilent })])),
      'GET /audio/clone-providers': () => ok({ providers: [] }),
    });
    renderVoiceLibrary();
    const card = await screen.findByRole('article', { name: 'Ada narration' });
    const wave = within(card).getByTestId('voice-wave');
    const heights = [...wave.children].map((b) => (b as HTMLElement).style.height);
    expect(heights.slice(0, 18)).toEqual(Array(18).fill('100%'));
    expect(heights.slice(18)).toEqual(Array(18).fill('8%'));
    expect(wave).toHaveAttribute('data-played', '0');

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Play Ada narration' }));
    await within(card).findByRole('button', { name: 'Pause Ada narration' });
    const element = audio.playingElements()[0];
    // The browser reports a moment of playback: 3 s of a 12 s sample.
    Object.defineProperty(element, 'duration', { value: 12, configurable: true });
    Object.defineProperty(element, 'currentTime', { value: 3, configurable: true });
    act(() => {
      fireEvent(element, new Event('timeupdate'));
    });
    expect(wave).toHaveAttribute('data-played', '9');
    expect(wave.querySelectorAll('[data-played="true"]')).toHaveLength(9);
    // Playing, the card offers the playback rate.
    expect(
      within(card).getByRole('slider', { name: 'Playback rate of Ada narration' }),
    ).toBeInTheDocument();

    act(() => audio.finish('/media/voices/v1.wav'));
    await within(card).findByRole('button', { name: 'Play Ada narration' });
    expect(wave).toHaveAttribute('data-played', '36');
  });
});
