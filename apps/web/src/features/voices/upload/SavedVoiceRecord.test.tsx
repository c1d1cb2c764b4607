import { CLONE_POLL_MS } from '@talkreel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fakeServer';
import { formatDate } from '../../../ui/formatDate';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { fakeAudio } from '../testing/fakeAudio';
import { fakePut } from './testing/fakePut';
import { savedInfo, wavFile } from './testing/fixtures';
import { cloneServer, openVoiceUpload } from './testing/openVoiceUpload';

beforeAll(fillBrowserGaps);
afterEach(() => vi.useRealTimers());

const dialog = () => screen.getByRole('dialog', { name: 'Add a voice' });

describe('the saved voice record after a clone (creation.md §3)', () => {
  it('shows name, provider, ids with copy buttons and time once the voice is made', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
    fakePut();
    fakeAudio();
    let answer: (v: ReturnType<typeof ok>) => void = () => {};
    const server = cloneServer({
      'GET /audio/save-info/voice-9': () => new Promise((resolve) => (answer = resolve)),
    });
    openVoiceUpload();
    await user.click(within(dialog()).getByRole('checkbox'));
    await user.upload(
      within(dialog()).getByLabelText('Drop, paste or click to choose a recording', {
        selector: 'input',
      }),
      wavFile(),
    );
    const clone = within(dialog()).getByRole('button', { name: 'Clone voice' });
    await waitFor(() => expect(clone).toBeEnabled());
    expect(within(dialog()).queryByRole('region', { name: 'Saved voice' })).toBeNull();
    await user.click(clone);
    await act(async () => void (await vi.advanceTimersByTimeAsync(CLONE_POLL_MS)));

    // Asked for as soon as the clone is done, by the voice's id; its place is held meanwhile.
    const record = await within(dialog()).findByRole('region', { name: 'Saved voice' });
    expect(record).toHaveAttribute('aria-busy', 'true');
    expect(within(record).getByTestId('record-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /audio/save-info/voice-9')).toHaveLength(1));
    answer(ok(savedInfo('My narration')));

    await waitFor(() => expect(record).toHaveAttribute('aria-busy', 'false'));
    const field = (label: string) => within(record).getByText(label).closest('div') as HTMLElement;
    expect(within(field('Name')).getByText('My narration')).toBeInTheDocument();
    expect(within(field('Provider')).getByText('Offline match')).toBeInTheDocument();
    expect(within(field('Voice ID')).getByText('voice-9')).toBeInTheDocument();
    expect(within(field('Provider voice ID')).getByText('espeak:en-us+f3')).toBeInTheDocument();
    expect(
      within(field('Created')).getByText(formatDate('2026-11-24T05:00:10.000Z')),
    ).toBeInTheDocument();

    // The ids copy as they are (an agent pastes them by hand).
    await user.click(within(record).getByRole('button', { name: 'Copy voice-9' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('voice-9'));
    await user.click(within(record).getByRole('button', { name: 'Copy espeak:en-us+f3' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('espeak:en-us+f3'));
  });
});
