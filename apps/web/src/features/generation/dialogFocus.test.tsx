import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeLayout } from '../actors/testing/layout';
import { fakeAudio } from '../voices/testing/fakeAudio';
import { openProject } from './testing/openProject';
import { pickedActor, seedDraft } from './testing/seedDraft';
import { wireVideo } from './testing/wireData';

let restoreLayout: () => void;
// The actor picker's grid is virtualised: it needs a viewport to draw any card.
beforeEach(() => {
  restoreLayout = fakeLayout({ width: 800, height: 600, scrollHeight: 3000 });
});
afterEach(() => restoreLayout());

/**
 * Closing a dialog gives keyboard focus back to what opened it, or to the actor strip when that
 * is gone, never to <body> (where the next Tab would start over at the top of the page).
 */
describe('focus after the project page dialogs close', () => {
  it('the play modal gives focus back to the card that opened it (Escape or Close)', async () => {
    await openProject({ videos: [wireVideo({ id: 'first' })] });
    const user = userEvent.setup();
    const card = await screen.findByRole('button', { name: 'Play the video of Nora' });
    card.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Video of Nora' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(card).toHaveFocus());

    await user.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: 'Video of Nora' });
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('the actor picker gives focus to the actor strip that replaced its placeholder after Add Actors', async () => {
    await openProject();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add actors' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose actors' });
    await user.click(await within(picker).findByRole('button', { name: 'Select Nora' }));
    await user.click(within(picker).getByRole('button', { name: 'Add Actors' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: '1 actor' })).toHaveFocus());
  });

  it('the audio settings give focus to the actor strip after Save (their row was in its closed popup)', async () => {
    fakeAudio();
    seedDraft('', [pickedActor()]);
    await openProject();
    const user = userEvent.setup();
    const strip = screen.getByRole('button', { name: '1 actor' });
    await user.click(strip);
    await user.click(await screen.findByRole('button', { name: 'Audio settings for Nora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audio settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate preview' }));
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(strip).toHaveFocus());
  });
});
