import { BatchMessage } from '@talkreel/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n/i18n';
import { fakeServer, ok } from '../../test/fakeServer';
import { testQueryClient } from '../../test/testQueryClient';
import { actorPage, actorRow } from '../actors/testing/fixtures';
import { fakeLayout } from '../actors/testing/layout';
import { fillBrowserGaps } from '../settings/testing/browserGaps';
import { fakeAudio } from '../voices/testing/fakeAudio';
import { ava, filterOptions, jack, voicePage } from '../voices/testing/fixtures';
import { NewBatchPage } from './NewBatchPage';
import { TemplatesPage } from './TemplatesPage';
import { wireTemplate } from './testing/wireTemplate';

beforeAll(fillBrowserGaps);
let restoreLayout: () => void;
beforeEach(async () => {
  // The picker's grid is virtualised: it needs a viewport to lay its cards in.
  restoreLayout = fakeLayout({ width: 800, height: 600, scrollHeight: 3000 });
  await act(() => i18n.changeLanguage('en'));
});
afterEach(() => restoreLayout());

const template = (over: Record<string, unknown> = {}) =>
  wireTemplate({
    body: { text: 'Hello {{first_name}}', actor_id: 'gone-actor', voice_id: 'gone-voice' },
    actor_id: 'gone-actor',
    actor_name: null,
    missing: [
      { scene: null, kind: 'actor', id: 'gone-actor' },
      { scene: null, kind: 'voice', id: 'gone-voice' },
    ],
    ...over,
  });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/assets/template', element: <TemplatesPage /> },
      { path: '/assets/template/:id/batch', element: <NewBatchPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const missingState = () => screen.findByRole('region', { name: 'Missing actor or voice' });
const csvFile = (text: string) => new File([text], 'people.csv', { type: 'text/csv' });

describe('a template whose actor or voice was deleted (issue 28)', () => {
  it('names what is missing, takes a replacement from the actor picker, saves it and checks the rows again', async () => {
    const user = userEvent.setup();
    let current = template();
    const server = fakeServer({
      'POST /template/detail': () => ok(current),
      'POST /actor/show': () =>
        ok(actorPage(1, 2, [actorRow(1), actorRow(2, { default_audio: ava })])),
      'POST /template/replace': () => {
        current = template({
          body: { text: 'Hello {{first_name}}', actor_id: 'actor-2', voice_id: 'v-ava' },
          actor_id: 'actor-2',
          actor_name: 'Actor 2',
          missing: [],
        });
        return ok(current);
      },
      'POST /batch/check': () =>
        ok(
          current.missing?.length
            ? {
                rows: 1,
                good: 0,
                problems: [
                  { row: 1, column: 'actor_id', message: BatchMessage.UNKNOWN_ACTOR('gone-actor') },
                ],
                mapping: {},
                names: ['1 Ann'],
              }
            : { rows: 1, good: 1, problems: [], mapping: {}, names: ['1 Ann'] },
        ),
    });
    renderAt('/assets/template/t1/batch');
    const state = await missingState();
    const items = within(state).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Actor deleted — choose a replacement (Was gone-actor)');
    expect(items[1]).toHaveTextContent('Voice deleted — choose a replacement (Was gone-voice)');
    // The voice is chosen for an actor: with the actor gone too, the actor comes first.
    expect(within(items[1]).getByText('Replace the actor first')).toBeInTheDocument();
    expect(state).toHaveTextContent('Rows that need it are refused until it is replaced.');

    await user.upload(
      screen.getByLabelText(/Choose a CSV or Excel file/),
      csvFile('first_name\nAnn\n'),
    );
    const problems = await screen.findByRole('table', { name: 'Problems' });
    expect(problems).toHaveTextContent('The actor “gone-actor” cannot be used');

    await user.click(within(items[0]).getByRole('button', { name: 'Choose an actor' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose actors' });
    await user.click(await within(picker).findByRole('button', { name: 'Select Actor 2' }));
    const bar = within(picker).getByRole('region', { name: 'Selected actors' });
    await user.click(within(bar).getByRole('button', { name: 'Add Actors' }));

    // The picked actor, and its own voice for the voice that is gone as well.
    await waitFor(() => expect(server.callsTo('POST /template/replace')).toHaveLength(1));
    expect(server.callsTo('POST /template/replace')[0]?.body).toEqual({
      id: 't1',
      replacements: [
        { scene: null, kind: 'actor', id: 'actor-2' },
        { scene: null, kind: 'voice', id: 'v-ava' },
      ],
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Missing actor or voice' })).toBeNull(),
    );
    // The check runs again and the row is no longer refused.
    expect(await screen.findByText('The row is ready.')).toBeInTheDocument();
    expect(server.callsTo('POST /batch/check')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Make 1 video' })).toBeEnabled();
  });

  it('takes a voice for the actor that is still there from the audio settings, once previewed', async () => {
    const user = userEvent.setup();
    fakeAudio();
    const server = fakeServer({
      'POST /template/detail': () =>
        ok(
          template({
            body: { text: 'Hi {{first_name}}', actor_id: 'actor-1', voice_id: 'gone-voice' },
            actor_id: 'actor-1',
            actor_name: 'Actor 1',
            missing: [{ scene: null, kind: 'voice', id: 'gone-voice' }],
          }),
        ),
      'GET /video/user-actor-template/actor-1': () => ok({ status: 0, data: actorRow(1) }),
      'GET /audio/filter-options': () => ok(filterOptions),
      'POST /audio/show': () => ok(voicePage([ava, jack])),
      'POST /users/update-first-dh-create': () => ok(null),
      'POST /audio/tts/generate': () =>
        ok({
          actor_name: 'Actor 1',
          audio_url: '/media/tts/v-jack.mp3',
          id: 'tts-row-v-jack',
          model_name: 'espeak-ng',
          name: 'Jack',
          voice_tts_id: 'tts-v-jack',
          duration: 3.2,
        }),
      'POST /template/replace': () => ok(template({ missing: [] })),
    });
    renderAt('/assets/template/t1/batch');
    const state = await missingState();
    await user.click(within(state).getByRole('button', { name: 'Choose a voice' }));
    await user.click(await screen.findByRole('radio', { name: 'Use Jack' }));
    await user.click(screen.getByRole('button', { name: 'Generate preview' }));
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(server.callsTo('POST /template/replace')).toHaveLength(1));
    expect(server.callsTo('POST /template/replace')[0]?.body).toEqual({
      id: 't1',
      replacements: [{ scene: null, kind: 'voice', id: 'v-jack' }],
    });
    expect(server.callsTo('POST /audio/tts/generate')[0]?.body).toMatchObject({
      actor_id: 'actor-1',
      voice_id: 'v-jack',
    });
  });

  it("shows a scene's missing actor on the templates list, with its button for the owner", async () => {
    fakeServer({
      'GET /template/list': () =>
        ok({
          templates: [
            template({
              body: {},
              actor_id: 'a1',
              actor_name: 'Olivia',
              missing: [{ scene: 1, kind: 'actor', id: 'gone-actor' }],
            }),
          ],
        }),
    });
    renderAt('/assets/template');
    const state = await missingState();
    expect(state).toHaveTextContent('Scene 2: actor deleted — choose a replacement');
    expect(within(state).getByRole('button', { name: 'Choose an actor' })).toBeInTheDocument();
    expect(screen.getByText('Olivia')).toBeInTheDocument();
  });

  it('tells anyone but the owner to ask them, offering no replacement', async () => {
    const server = fakeServer({
      'GET /template/list': () => ok({ templates: [template({ can_edit: false })] }),
    });
    renderAt('/assets/template');
    const state = await missingState();
    expect(state).toHaveTextContent('Actor deleted — choose a replacement');
    expect(state).toHaveTextContent(
      'Only the template’s creator or a workspace owner can replace it: ask them to.',
    );
    expect(within(state).queryByRole('button')).toBeNull();
    // A deleted actor is not "an actor from a column".
    expect(screen.queryByText('Actor from a column')).toBeNull();
    expect(server.callsTo('POST /template/replace')).toHaveLength(0);
  });

  it('says it in the reader’s language', async () => {
    await act(() => i18n.changeLanguage('de'));
    fakeServer({
      'POST /template/detail': () =>
        ok(template({ can_edit: false, missing: [{ scene: 0, kind: 'voice', id: 'v9' }] })),
    });
    renderAt('/assets/template/t1/batch');
    const state = await screen.findByRole('region', {
      name: 'Fehlender Darsteller oder fehlende Stimme',
    });
    expect(state).toHaveTextContent('Szene 1: Stimme gelöscht – Ersatz wählen (War v9)');
  });
});
