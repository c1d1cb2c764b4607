import {
  Code,
  ROW_HIGHLIGHT_MS,
  VOICE_CARD_SKELETONS,
  VOICE_TABLE_SKELETONS,
} from '@talkreel/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { advance, advanceUntil } from '../../test/fakeClock';
import { type fakeServer, ok, refuse } from '../../test/fakeServer';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { ava, filterOptions, jack, lena, voicePage } from './testing/fixtures';
import {
  asVoice,
  openAudioSettings,
  type ShowBody,
  voiceServer,
} from './testing/openAudioSettings';
import { AUDIO_FILTERS_STORAGE_KEY, useVoiceSettingsStore } from './useVoiceSettingsStore';

beforeAll(fillBrowserGaps);

const shows = (server: ReturnType<typeof fakeServer>) =>
  server.callsTo('POST /audio/show').map((c) => c.body as ShowBody);
const row = (name: string) => screen.getByRole('radio', { name: `Use ${name}` }).closest('tr');

/** Seeds the dialog's local cache as an earlier session would have left it. */
function storedSettings(state: Record<string, unknown>) {
  localStorage.setItem(AUDIO_FILTERS_STORAGE_KEY, JSON.stringify({ state, version: 0 }));
  void useVoiceSettingsStore.persist.rehydrate();
}

describe('voice list', () => {
  it('lists every voice of all conditions, 12 skeleton rows meanwhile, the current voice chosen', async () => {
    let answer: (v: ReturnType<typeof ok>) => void = () => {};
    const server = voiceServer({
      'POST /audio/show': () => new Promise((resolve) => (answer = resolve)),
    });
    openAudioSettings();
    await waitFor(() => expect(shows(server)).toHaveLength(1));
    expect(shows(server)[0]).toEqual({
      condition1: { name: null },
      condition2: {},
      condition3: { condition: 'all_voices' },
      page: 1,
      page_size: 1000,
    });
    expect(screen.getAllByTestId('voice-skeleton')).toHaveLength(VOICE_TABLE_SKELETONS);
    answer(ok(voicePage([ava, jack, lena])));

    // Name, gender, age and language, labelled from the filter options.
    const jackRow = await screen.findByRole('row', { name: /Jack/ });
    expect(within(jackRow).getByText('Male')).toBeInTheDocument();
    expect(within(jackRow).getByText('Middle-aged')).toBeInTheDocument();
    expect(within(jackRow).getByText('English')).toBeInTheDocument();
    // No voice given: the actor's default voice is the chosen one.
    expect(screen.getByRole('radio', { name: 'Use Ava' })).toBeChecked();
  });

  it('shows cards instead of the table, with 14 skeletons while loading', async () => {
    const user = userEvent.setup();
    voiceServer({ 'POST /audio/show': () => new Promise(() => {}) });
    openAudioSettings();
    await user.click(screen.getByRole('button', { name: 'Card view' }));
    expect(screen.getAllByTestId('voice-skeleton')).toHaveLength(VOICE_CARD_SKELETONS);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(useVoiceSettingsStore.getState().view).toBe('cards');
  });

  it('highlights the current voice for 2 s once the list shows it', async () => {
    // The clock moves only when the test says so: the 2 s are counted on it, never on the machine.
    vi.useFakeTimers();
    voiceServer();
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    openAudioSettings({ voice: asVoice(jack) });
    // Checked every 10 ms of fake time, so at most 10 ms of the 2 s have gone when it passes.
    await advanceUntil(() => expect(row('Jack')).toHaveAttribute('data-highlighted', 'true'));
    expect(row('Ava')).not.toHaveAttribute('data-highlighted');
    expect(scrolled).toHaveBeenCalled();
    await advance(ROW_HIGHLIGHT_MS - 50);
    expect(row('Jack')).toHaveAttribute('data-highlighted', 'true');
    await advance(100);
    expect(row('Jack')).not.toHaveAttribute('data-highlighted');
    expect(screen.getByRole('radio', { name: 'Use Jack' })).toBeChecked();
  });
});

describe('voice search and filters', () => {
  it('puts "All X" first in every group, drops values equal to all, and never sends all', async () => {
    const user = userEvent.setup();
    const server = voiceServer({
      'GET /audio/filter-options': () =>
        ok({
          ...filterOptions,
          gender: [{ value: 'all', label: 'Everyone' }, ...filterOptions.gender],
        }),
      'POST /audio/show': (call) => {
        const gender = (call.body as ShowBody).condition2.gender?.[0];
        return ok(voicePage([ava, jack, lena].filter((v) => !gender || v.gender === gender)));
      },
    });
    openAudioSettings();
    await screen.findByRole('radio', { name: 'Use Jack' });

    await user.click(screen.getByRole('button', { name: 'Gender' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['All genders', 'Male', 'Female']);
    await user.click(screen.getByRole('menuitemradio', { name: 'Female' }));
    await waitFor(() => expect(shows(server).at(-1)?.condition2).toEqual({ gender: ['female'] }));
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Use Jack' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Gender' })).toHaveTextContent('Female');

    // Back to "All genders": the unfiltered list again, and `all` never goes on the wire.
    await user.click(screen.getByRole('button', { name: 'Gender' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'All genders' }));
    expect(await screen.findByRole('radio', { name: 'Use Jack' })).toBeInTheDocument();
    expect(shows(server).some((b) => JSON.stringify(b).includes('"all"'))).toBe(false);
  });

  it('refuses a filter value that is not among the loaded options and goes back to all', async () => {
    storedSettings({ condition: 'all_voices', filters: { gender: 'robot', age: 'old' } });
    const server = voiceServer();
    openAudioSettings();
    expect(await screen.findByText('Invalid filter value')).toBeInTheDocument();
    expect(screen.getByText('Please select a valid value for Gender')).toBeInTheDocument();
    await waitFor(() => expect(shows(server)).toHaveLength(1));
    expect(shows(server)[0]?.condition2).toEqual({ age: ['old'] });
    expect(useVoiceSettingsStore.getState().filters.gender).toBe('all');
  });

  it('refuses an unknown condition and lists all voices instead', async () => {
    storedSettings({ condition: 'loudest_voices', filters: {} });
    const server = voiceServer();
    openAudioSettings();
    expect(await screen.findByText('Invalid condition')).toBeInTheDocument();
    expect(screen.getByText('Please select a valid condition')).toBeInTheDocument();
    await waitFor(() => expect(shows(server)).toHaveLength(1));
    expect(shows(server)[0]?.condition3).toEqual({ condition: 'all_voices' });
  });

  it('sends the condition chosen from the menu', async () => {
    const user = userEvent.setup();
    const server = voiceServer();
    openAudioSettings();
    await screen.findByRole('radio', { name: 'Use Ava' });
    await user.click(screen.getByRole('button', { name: 'Voices to show' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual([
      'All Voices',
      'Favorite Voices',
      'Recent Voices',
      'My Voices',
    ]);
    await user.click(screen.getByRole('menuitemradio', { name: 'Recent Voices' }));
    await waitFor(() =>
      expect(shows(server).at(-1)?.condition3).toEqual({ condition: 'recently_used' }),
    );
  });

  it('searches by name, and refuses a name over 100 characters without asking the server', async () => {
    const server = voiceServer();
    openAudioSettings();
    await screen.findByRole('radio', { name: 'Use Ava' });
    const box = screen.getByRole('searchbox', { name: 'Search voices by name' });

    fireEvent.change(box, { target: { value: 'ja' } });
    await waitFor(() => expect(shows(server).at(-1)?.condition1).toEqual({ name: 'ja' }));
    const before = shows(server).length;

    fireEvent.change(box, { target: { value: 'x'.repeat(101) } });
    expect(await screen.findByText('Name too long')).toBeInTheDocument();
    expect(screen.getByText('Please input name less than 100 characters')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(shows(server)).toHaveLength(before);
    // The last list stays on screen.
    expect(screen.getByRole('radio', { name: 'Use Ava' })).toBeInTheDocument();

    // Exactly 100 is fine.
    fireEvent.change(box, { target: { value: 'x'.repeat(100) } });
    await waitFor(() => expect(shows(server)).toHaveLength(before + 1));
  });
});

describe('voice stars', () => {
  it('stars at once and un-stars again when the server refuses', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const server = voiceServer({
      'POST /audio/toggle-starred': () =>
        new Promise((resolve) => {
          release = () => resolve(refuse(Code.OPERATION_FAILED, 'Please try again later.'));
        }),
    });
    openAudioSettings();
    await screen.findByRole('radio', { name: 'Use Jack' });
    await user.click(screen.getByRole('button', { name: 'Add Jack to favorites' }));
    expect(screen.getByRole('button', { name: 'Remove Jack from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(server.callsTo('POST /audio/toggle-starred')[0]?.body).toEqual({ audio_id: 'v-jack' });
    release();
    expect(await screen.findByRole('button', { name: 'Add Jack to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
  });
});
