import { fileUriOf } from '@talkreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fakeServer';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { ava, filterOptions, jack, lena, voicePage } from '../../voices/testing/fixtures';
import { fakePut } from '../../voices/upload/testing/fakePut';
import { myVoicePage } from '../../voices/upload/testing/fixtures';
import { pngFile } from './testing/fixtures';
import { createServer, fakeObjectUrls, openCreateActor } from './testing/openCreateActor';

beforeAll(fillBrowserGaps);
beforeEach(fakeObjectUrls);

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const FROM_LIBRARY = 'Use a voice from the library or My Voices';

/** A first actor: no voice of one's own yet; the library lists Ava, Jack and Lena. */
function firstActorServer() {
  return createServer({
    'GET /users/myvoice': () => ok(myVoicePage([])),
    'GET /audio/filter-options': () => ok(filterOptions),
    'POST /audio/show': () => ok(voicePage([ava, jack, lena])),
  });
}

async function toDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    screen.getByRole('checkbox', { name: /I have the right to use this person's likeness/ }),
  );
  await user.upload(
    screen.getByLabelText('Drop, paste or click to choose a photo', { selector: 'input' }),
    pngFile(),
  );
  const crop = await screen.findByRole('dialog', { name: 'Crop your photo' });
  await user.click(within(crop).getByRole('button', { name: 'Apply crop' }));
  await waitFor(() => expect(button('Next')).toBeEnabled());
  await user.click(button('Next'));
  await screen.findByRole('textbox', { name: 'Actor name' });
}

describe('create-actor dialog: a voice from the library or My Voices', () => {
  it('a first actor takes a library voice: no recording needed', async () => {
    const user = userEvent.setup();
    fakePut();
    const server = firstActorServer();
    const { onCreated } = openCreateActor();
    await toDetails(user);
    expect(
      await screen.findByText(/You have no voices of your own yet. Use one from the library/),
    ).toBeInTheDocument();
    expect(button('Upload a recording')).toBeInTheDocument();

    await user.click(button(FROM_LIBRARY));
    const library = await screen.findByRole('dialog', { name: 'Choose a voice' });
    // The voice list of the audio settings dialog: its rows, toolbar and select marks.
    await within(library).findByRole('radio', { name: 'Use Jack' });
    expect(within(library).getByRole('radio', { name: 'Use Ava' })).toBeInTheDocument();
    expect(within(library).getByRole('button', { name: 'Use this voice' })).toBeDisabled();
    await user.click(within(library).getByRole('radio', { name: 'Use Jack' }));
    await user.click(within(library).getByRole('button', { name: 'Use this voice' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose a voice' })).toBeNull(),
    );

    const chosen = screen.getByRole('radio', { name: /Jack/ });
    expect(chosen).toBeChecked();
    expect(chosen.closest('div')).toHaveTextContent('From the library');
    await waitFor(() => expect(button('Create')).toBeEnabled(), { timeout: 10_000 });
    await user.click(button('Create'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('actor-new'));
    expect(server.callsTo('POST /video/image-to-video')[0].body).toMatchObject({
      actor_pic: fileUriOf('t1'),
      audio_name: 'Jack',
      sample_audio_url: 'v-jack',
    });
  });

  it('offers My Voices in the same list, and Cancel keeps the voice chosen before', async () => {
    const user = userEvent.setup();
    fakePut();
    const server = firstActorServer();
    openCreateActor();
    await toDetails(user);
    await user.click(button(FROM_LIBRARY));
    const library = await screen.findByRole('dialog', { name: 'Choose a voice' });
    await within(library).findByRole('radio', { name: 'Use Ava' });
    await user.click(within(library).getByRole('button', { name: 'Voices to show' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'My Voices' }));
    await waitFor(() =>
      expect(server.callsTo('POST /audio/show').at(-1)?.body).toMatchObject({
        condition3: { condition: 'my_voices' },
      }),
    );
    await user.click(within(library).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose a voice' })).toBeNull(),
    );
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(button('Create')).toBeDisabled();
  });
});
