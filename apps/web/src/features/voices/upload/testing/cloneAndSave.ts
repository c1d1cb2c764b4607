import { CLONE_POLL_MS } from '@talkreel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { wavFile } from './fixtures';

/**
 * In an open "Add a voice" dialog (fake timers on): consents, drops a recording, clones it,
 * saves the voice and waits for the dialog to close.
 */
export async function cloneAndSave(user: UserEvent, dialog: HTMLElement): Promise<void> {
  await user.click(within(dialog).getByRole('checkbox'));
  await user.upload(
    within(dialog).getByLabelText('Drop, paste or click to choose a recording', {
      selector: 'input',
    }),
    wavFile(),
  );
  const clone = within(dialog).getByRole('button', { name: 'Clone voice' });
  await waitFor(() => expect(clone).toBeEnabled());
  await user.click(clone);
  await act(async () => void (await vi.advanceTimersByTimeAsync(CLONE_POLL_MS)));
  await user.click(await within(dialog).findByRole('button', { name: 'Save voice' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a voice' })).toBeNull());
}
