import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeServer';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { ava, voicePage, voiceRow } from './testing/fixtures';
import { openAudioSettings, voiceServer } from './testing/openAudioSettings';

beforeAll(fillBrowserGaps);

const mine = voiceRow('v-mine', 'Studio narrator', { source: 'my', provider: 'local' });

describe('own voices in the voice list', () => {
  it('marks an own voice "Yours" in the table and in the cards, and no library voice', async () => {
    const user = userEvent.setup();
    voiceServer({ 'POST /audio/show': () => ok(voicePage([ava, mine])) });
    openAudioSettings();

    const own = await screen.findByRole('row', { name: /Studio narrator/ });
    expect(within(own).getByText('Yours')).toHaveAttribute('title', 'Your own voice');
    expect(within(screen.getByRole('row', { name: /Ava/ })).queryByText('Yours')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Card view' }));
    const card = screen.getByText('Studio narrator').closest('li') as HTMLElement;
    expect(within(card).getByText('Yours')).toBeInTheDocument();
    const avaCard = screen.getByText('Ava').closest('li') as HTMLElement;
    expect(within(avaCard).queryByText('Yours')).toBeNull();
  });
});
