import { CLONE_POLL_MS } from '@talkreel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { fakeAudio } from '../testing/fakeAudio';
import { fakePut } from './testing/fakePut';
import { wavFile } from './testing/fixtures';
import { cloneServer, openClosableVoiceUpload } from './testing/openVoiceUpload';

beforeAll(fillBrowserGaps);

const dialog = () => screen.getByRole('dialog', { name: 'Add a voice' });

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
}

/** Consents, uploads a recording, clones it and waits for "Your voice is ready". */
async function cloneToReady(user: ReturnType<typeof setup>) {
  await user.click(within(dialog()).getByRole('checkbox'));
  await user.upload(
    within(dialog()).getByLabelText('Drop, paste or click to choose a recording', {
      selector: 'input',
    }),
    wavFile(),
  );
  const clone = within(dialog()).getByRole('button', { name: 'Clone voice' });
  await waitFor(() => expect(clone).toBeEnabled());
  await user.click(clone);
  await act(async () => void (await vi.advanceTimersByTimeAsync(CLONE_POLL_MS)));
  await within(dialog()).findByRole('button', { name: 'Save voice' });
}

describe('voice upload dialog: closing after a successful clone', () => {
  it.each([
    // The footer's Cancel reads Close once the voice is kept (the X is labelled Close too).
    [
      'Close in the footer',
      () =>
        within(dialog())
          .getAllByRole('button', { name: 'Close' })
          .find((b) => b.textContent === 'Close') as HTMLElement,
    ],
    [
      'the X',
      () =>
        within(dialog())
          .getAllByRole('button', { name: 'Close' })
          .find((b) => b.textContent !== 'Close') as HTMLElement,
    ],
  ])('%s keeps the voice, says so, and refreshes every voice list', async (_, closeButton) => {
    const user = setup();
    fakePut();
    fakeAudio();
    const server = cloneServer();
    const { queryClient, onSaved } = openClosableVoiceUpload();
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    await cloneToReady(user);
    expect(within(dialog()).queryByRole('button', { name: 'Cancel' })).toBeNull();
    // Told before closing that nothing is lost by closing.
    expect(
      within(dialog()).getByText('Already kept in your voices, even if you close now.'),
    ).toBeInTheDocument();
    expect(invalidated).not.toHaveBeenCalled();

    await user.click(closeButton());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a voice' })).toBeNull());
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['voices', 'mine'] });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['voices', 'list'] });
    // Kept, not saved to the caller and never deleted.
    expect(onSaved).not.toHaveBeenCalled();
    expect(server.calls.filter((c) => /delete/i.test(c.path))).toEqual([]);
  });

  it('refreshes nothing when closed before any clone', async () => {
    const user = setup();
    cloneServer();
    const { queryClient } = openClosableVoiceUpload();
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a voice' })).toBeNull());
    expect(invalidated).not.toHaveBeenCalled();
  });
});
