import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fakeServer';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { voicePage, voiceRow } from './testing/fixtures';
import { openAudioSettings, type ShowBody, voiceServer } from './testing/openAudioSettings';
import { cloneAndSave } from './upload/testing/cloneAndSave';
import { fakePut } from './upload/testing/fakePut';
import { savedInfo } from './upload/testing/fixtures';
import { cloneHandlers } from './upload/testing/openVoiceUpload';

beforeAll(fillBrowserGaps);

/**
 * From an empty My Voices, adds a voice through the upload dialog and saves it. With
 * `listAfter`, the list that shows the new voice is answered only once that resolves.
 */
async function addVoiceFromEmptyList(listAfter?: Promise<void>) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  fakePut();
  let saved = false;
  const mine = voiceRow('voice-9', 'My narration', { source: 'my', model_name: '' });
  voiceServer({
    ...cloneHandlers(),
    'POST /audio/show': async (call) => {
      if ((call.body as ShowBody).condition3.condition !== 'my_voices') return ok(voicePage([]));
      if (saved && listAfter) await listAfter;
      return ok(voicePage(saved ? [mine] : []));
    },
    'GET /audio/save-info/voice-9': () => {
      saved = true;
      return ok(savedInfo());
    },
  });
  openAudioSettings();
  await user.click(await screen.findByRole('button', { name: 'Voices to show' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'My Voices' }));
  await screen.findByText('Voices you clone will appear here');
  await user.click(screen.getByRole('button', { name: 'Add a voice' }));

  const upload = await screen.findByRole('dialog', { name: 'Add a voice' });
  await cloneAndSave(user, upload);
}

describe('audio settings: My Voices', () => {
  it('an empty My Voices offers to add a voice; the saved voice is listed and chosen', async () => {
    await addVoiceFromEmptyList();
    expect(await screen.findByRole('radio', { name: 'Use My narration' })).toBeChecked();
    expect(screen.getByText('My narration for Maya')).toBeInTheDocument();
  });

  it('gives focus to the saved voice, which replaced the button that added it', async () => {
    await addVoiceFromEmptyList();
    const voice = await screen.findByRole('radio', { name: 'Use My narration' });
    await waitFor(() => expect(voice).toHaveFocus());
  });

  it('gives focus to the saved voice when it is listed only after the upload dialog closed', async () => {
    let listNow = () => {};
    await addVoiceFromEmptyList(new Promise((resolve) => (listNow = resolve)));
    // Back on the button that opened the upload until the list has the voice.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a voice' })).toHaveFocus());
    act(() => listNow());
    const voice = await screen.findByRole('radio', { name: 'Use My narration' });
    await waitFor(() => expect(voice).toHaveFocus());
  });
});
